// C++ reference for `set-nim`: SG table bottom-up, mex over the options as a 128-bit set
// (at most 100 moves, so every SG value is below 128); moves are sorted so the loop over the
// moves that fit stops early.
#include "reader.h"
#include <algorithm>

int main() {
    Reader in;
    int k = (int)in.u64();
    std::vector<uint32_t> s(k);
    for (auto &v : s) v = (uint32_t)in.u64();
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    int n = (int)in.u64();
    std::vector<uint32_t> h(n);
    uint32_t mx = 0;
    for (auto &v : h) { v = (uint32_t)in.u64(); mx = std::max(mx, v); }
    std::vector<uint8_t> sg(mx + 1, 0);
    size_t fit = 0;  // moves s <= x
    for (uint32_t x = 1; x <= mx; ++x) {
        while (fit < s.size() && s[fit] <= x) ++fit;
        unsigned __int128 seen = 0;
        for (size_t i = 0; i < fit; ++i) seen |= (unsigned __int128)1 << sg[x - s[i]];
        uint64_t lo = (uint64_t)seen, hi = (uint64_t)(seen >> 64);
        sg[x] = (uint8_t)(~lo ? __builtin_ctzll(~lo) : 64 + __builtin_ctzll(~hi));
    }
    uint32_t t = 0;
    for (auto v : h) t ^= sg[v];
    puts(t ? "Yes" : "No");
}
