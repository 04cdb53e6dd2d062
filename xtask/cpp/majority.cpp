// C++ reference for `majority`: Boyer–Moore vote, then a count to confirm.
#include "reader.h"

int main() {
    Reader in;
    size_t n = (size_t)in.u64();
    std::vector<int64_t> v(n);
    for (auto &x : v) {
        while (in.buf[in.pos] == ' ' || in.buf[in.pos] == '\n') ++in.pos;
        bool neg = in.buf[in.pos] == '-';
        if (neg || in.buf[in.pos] == '+') ++in.pos;
        uint64_t m = in.u64();
        x = neg ? (int64_t)(0 - m) : (int64_t)m;
    }
    int64_t cand = 0; size_t count = 0;
    for (auto x : v) {
        if (count == 0) { cand = x; count = 1; }
        else if (x == cand) ++count;
        else --count;
    }
    size_t c = 0;
    for (auto x : v) c += x == cand;
    if (2 * c > n) printf("%lld\n", (long long)cand); else puts("none");
}
