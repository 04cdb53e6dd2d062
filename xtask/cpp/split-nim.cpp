// C++ reference for `split-nim`, the lecture notes' method done efficiently:
// SG(x) = mex { SG(b) xor SG(c) : c <= b < x }, with the set of pair XORs kept incrementally
// (going from x to x + 1 adds SG(x) xor SG(c) for c <= x) in a byte array, O(max^2) in all.
#include "reader.h"
#include <algorithm>

int main() {
    Reader in;
    int n = (int)in.u64();
    std::vector<uint32_t> a(n);
    uint32_t mx = 0;
    for (auto &v : a) { v = (uint32_t)in.u64(); mx = std::max(mx, v); }
    std::vector<uint32_t> sg(mx + 1);
    // Values stay below 2 * max + 2, so their XORs stay below the next power of two of that.
    size_t cap = 2;
    while (cap < 2 * (size_t)mx + 2) cap *= 2;
    std::vector<uint8_t> reach(cap + 1, 0);
    uint32_t mex = 0;
    for (uint32_t x = 0; x <= mx; ++x) {
        sg[x] = mex;
        for (uint32_t c = 0; c <= x; ++c) reach[mex ^ sg[c]] = 1;
        while (reach[mex]) ++mex;
    }
    uint32_t t = 0;
    for (auto v : a) t ^= sg[v];
    puts(t ? "Yes" : "No");
}
