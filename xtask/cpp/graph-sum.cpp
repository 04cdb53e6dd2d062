// C++ reference for `graph-sum`: SG of every vertex in reverse topological order (Kahn's
// algorithm on the edges), mex over the successors with a stamp array, XOR over the tokens.
#include "reader.h"

int main() {
    Reader in;
    uint32_t n = (uint32_t)in.u64(), m = (uint32_t)in.u64(), k = (uint32_t)in.u64();
    std::vector<uint32_t> from(m), to(m), start(n + 1, 0), indeg(n, 0);
    for (uint32_t i = 0; i < m; ++i) {
        from[i] = (uint32_t)in.u64() - 1; to[i] = (uint32_t)in.u64() - 1;
        ++start[from[i] + 1]; ++indeg[to[i]];
    }
    for (uint32_t v = 0; v < n; ++v) start[v + 1] += start[v];
    std::vector<uint32_t> adj(m), fill(start.begin(), start.end() - 1);
    for (uint32_t i = 0; i < m; ++i) adj[fill[from[i]]++] = to[i];
    std::vector<uint32_t> order; order.reserve(n);
    for (uint32_t v = 0; v < n; ++v) if (!indeg[v]) order.push_back(v);
    for (size_t h = 0; h < order.size(); ++h)
        for (uint32_t e = start[order[h]]; e < start[order[h] + 1]; ++e)
            if (!--indeg[adj[e]]) order.push_back(adj[e]);
    std::vector<uint32_t> sg(n, 0), stamp(n + 2, 0);
    for (size_t h = order.size(); h-- > 0;) {
        uint32_t v = order[h];
        for (uint32_t e = start[v]; e < start[v + 1]; ++e) {
            uint32_t s = sg[adj[e]];
            if (s <= n) stamp[s] = v + 1;
        }
        uint32_t g = 0;
        while (stamp[g] == v + 1) ++g;
        sg[v] = g;
    }
    uint32_t x = 0;
    for (uint32_t i = 0; i < k; ++i) x ^= sg[(uint32_t)in.u64() - 1];
    puts(x ? "win" : "lose");
}
