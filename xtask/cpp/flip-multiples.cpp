// C++ reference for `flip-multiples`, the lecture notes' (seed's) method in 32-bit arithmetic:
// a cell's value depends only on m = n / x; g(m) is the mex of the running XORs of
// g(m / k) over k = 2..j, taken one block of equal m / k at a time (inside a block the running
// XOR alternates, so each block adds one value). Every distinct quotient of n is computed once,
// smallest first (quotients up to sqrt(n) in f[m], the others in g[n / m]).
#include "reader.h"
#include <cmath>
#include <string>

static uint32_t N, R;
static std::vector<uint32_t> f, g;

static inline uint32_t value(uint32_t m) { return m <= R ? f[m] : g[N / m]; }

static uint32_t compute(uint32_t m) {
    static uint8_t seen[4096];
    static uint32_t used[4096];
    uint32_t count = 0, running = 0;
    seen[0] = 1; used[count++] = 0;
    for (uint32_t k = 2; k <= m;) {
        uint32_t q = m / k, end = m / q, y = value(q), v = running ^ y;
        if (v < 4096 && !seen[v]) { seen[v] = 1; used[count++] = v; }
        if ((end - k + 1) & 1) running ^= y;
        k = end + 1;
    }
    uint32_t mex = 0;
    while (mex < 4096 && seen[mex]) ++mex;
    for (uint32_t i = 0; i < count; ++i) seen[used[i]] = 0;
    return mex;
}

int main() {
    Reader in;
    N = (uint32_t)in.u64();
    uint32_t q = (uint32_t)in.u64();
    R = (uint32_t)std::sqrt((double)N);
    while ((uint64_t)(R + 1) * (R + 1) <= N) ++R;
    while ((uint64_t)R * R > N) --R;
    f.assign(R + 2, 0);
    g.assign(R + 2, 0);
    for (uint32_t m = 1; m <= R; ++m) f[m] = compute(m);
    for (uint32_t x = N / (R + 1); x >= 1; --x) {
        uint32_t m = N / x;
        if (m > R) g[x] = compute(m);
    }
    std::string out;
    for (uint32_t i = 0; i < q; ++i) {
        uint32_t w = (uint32_t)in.u64(), t = 0;
        for (uint32_t j = 0; j < w; ++j) t ^= value(N / (uint32_t)in.u64());
        out += t ? "Yes\n" : "No\n";
    }
    fputs(out.c_str(), stdout);
}
