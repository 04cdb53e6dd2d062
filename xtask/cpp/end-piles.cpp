// C++ reference for `end-piles`, the notes' interval DP with the two n×n tables:
// left[i][j] / right[i][j] is the one extra pile left / right of i..j that makes a loss;
// the row loses exactly when its first pile equals left of the rest.
#include "reader.h"

static uint64_t L[1001][1001], R[1001][1001];

static inline uint64_t combine(uint64_t l, uint64_t r, uint64_t x) {
    if (x == r) return 0;
    if ((x < l && x < r) || (x > l && x > r)) return x;
    if (l <= x && x < r) return x + 1;
    return x - 1;
}

int main() {
    Reader in;
    uint64_t t = in.u64();
    std::string out;
    std::vector<uint64_t> a;
    while (t--) {
        size_t n = (size_t)in.u64();
        a.resize(n);
        for (auto &v : a) v = in.u64();
        if (n == 1) { out += "1\n"; continue; }
        const uint64_t *p = a.data() + 1;
        size_t m = n - 1;
        for (size_t i = 0; i < m; ++i) L[i][i] = R[i][i] = p[i];
        for (size_t len = 2; len <= m; ++len)
            for (size_t i = 0; i + len <= m; ++i) {
                size_t j = i + len - 1;
                L[i][j] = combine(L[i][j - 1], R[i][j - 1], p[j]);
                R[i][j] = combine(R[i + 1][j], L[i + 1][j], p[i]);
            }
        out += a[0] != L[0][m - 1] ? "1\n" : "0\n";
    }
    fputs(out.c_str(), stdout);
}
