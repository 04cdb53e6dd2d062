// C++ reference for `split-nim` with the closed form the Rust judge uses: SG(0) = 0 and
// SG(x) = the x-th odious number (odd number of one bits) = 2(x-1) + 1 if x-1 has an even
// number of one bits, else 2(x-1).
#include "reader.h"

int main() {
    Reader in;
    int n = (int)in.u64();
    uint64_t t = 0;
    for (int i = 0; i < n; ++i) {
        uint64_t x = in.u64();
        if (x) t ^= 2 * (x - 1) + (uint64_t)(1 - (__builtin_popcountll(x - 1) & 1));
    }
    puts(t ? "Yes" : "No");
}
