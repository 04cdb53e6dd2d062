// C++ reference for `apple-tree`: nodes at even distance from the leaves are Nim piles
// (staircase Nim on the tree); with X their XOR, a swap wins for the second player when it
// makes the XOR 0: same-class pairs and equal cross pairs when X = 0, else cross pairs with
// a_v = X xor a_u (counted with a hash map of the other class's values).
#include "reader.h"
#include <unordered_map>

int main() {
    Reader in;
    uint32_t n = (uint32_t)in.u64();
    std::vector<uint64_t> a(n);
    for (auto &v : a) v = in.u64();
    std::vector<uint32_t> parent(n, 0), kids(n, 0);
    for (uint32_t i = 1; i < n; ++i) { parent[i] = (uint32_t)in.u64() - 1; ++kids[parent[i]]; }
    // Depth parity from the root, in an order where parents come first (BFS over children).
    std::vector<uint32_t> start(n + 1, 0);
    for (uint32_t i = 1; i < n; ++i) ++start[parent[i] + 1];
    for (uint32_t v = 0; v < n; ++v) start[v + 1] += start[v];
    std::vector<uint32_t> child(n > 0 ? n - 1 : 0), fill(start.begin(), start.end() - 1);
    for (uint32_t i = 1; i < n; ++i) child[fill[parent[i]]++] = i;
    std::vector<uint8_t> depth(n, 0);
    std::vector<uint32_t> queue{0};
    for (size_t h = 0; h < queue.size(); ++h)
        for (uint32_t e = start[queue[h]]; e < start[queue[h] + 1]; ++e) {
            depth[child[e]] = depth[queue[h]] ^ 1;
            queue.push_back(child[e]);
        }
    uint8_t leaf = 0;
    for (uint32_t v = 0; v < n; ++v) if (!kids[v]) { leaf = depth[v]; break; }
    uint64_t x = 0, pile_nodes = 0;
    std::unordered_map<uint64_t, uint64_t> other;
    other.reserve(n * 2);
    for (uint32_t v = 0; v < n; ++v)
        if (depth[v] == leaf) { x ^= a[v]; ++pile_nodes; } else ++other[a[v]];
    uint64_t other_nodes = n - pile_nodes, count = 0;
    if (x == 0) count = pile_nodes * (pile_nodes - (pile_nodes > 0)) / 2 + other_nodes * (other_nodes - (other_nodes > 0)) / 2;
    for (uint32_t v = 0; v < n; ++v)
        if (depth[v] == leaf) { auto it = other.find(x ^ a[v]); if (it != other.end()) count += it->second; }
    printf("%llu\n", (unsigned long long)count);
}
