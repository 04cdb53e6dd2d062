// C++ reference for `nim-move`: with X the XOR of all piles, the first pile with
// a xor X < a is reduced to a xor X; the piles are printed with a hand-rolled writer.
#include "reader.h"

int main() {
    Reader in;
    size_t k = (size_t)in.u64();
    std::vector<uint64_t> a(k);
    uint64_t x = 0;
    for (auto &v : a) { v = in.u64(); x ^= v; }
    if (!x) { puts("lose"); return 0; }
    size_t i = 0;
    while ((a[i] ^ x) >= a[i]) ++i;
    uint64_t take = a[i] - (a[i] ^ x);
    a[i] ^= x;
    std::vector<char> out;
    out.reserve(k * 21 + 64);
    auto put = [&](uint64_t v) {
        char tmp[24]; int len = 0;
        do { tmp[len++] = (char)('0' + v % 10); v /= 10; } while (v);
        while (len) out.push_back(tmp[--len]);
    };
    put(take); out.push_back(' '); put(i + 1); out.push_back('\n');
    for (size_t j = 0; j < k; ++j) { if (j) out.push_back(' '); put(a[j]); }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
}
