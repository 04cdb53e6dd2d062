// C++ reference for `nim`: the XOR of all piles decides.
#include "reader.h"

int main() {
    Reader in;
    uint64_t n = in.u64(), x = 0;
    for (uint64_t i = 0; i < n; ++i) x ^= in.u64();
    puts(x ? "Yes" : "No");
}
