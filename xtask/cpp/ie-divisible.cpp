// C++ reference for `ie-divisible`: inclusion–exclusion over the subsets by depth-first
// search, the lcm kept exactly (128-bit products) and a branch cut once it exceeds n.
#include "reader.h"

static uint64_t n, d[20];
static int m;

static int64_t dfs(int i, uint64_t l, int size) {
    if (i == m) return size == 0 ? 0 : (size & 1 ? 1 : -1) * (int64_t)(n / l);
    int64_t total = dfs(i + 1, l, size);
    uint64_t a = l, b = d[i];
    while (b) { uint64_t t = a % b; a = b; b = t; }
    unsigned __int128 next = (unsigned __int128)(l / a) * d[i];
    if (next <= n) total += dfs(i + 1, (uint64_t)next, size + 1);
    return total;
}

int main() {
    Reader in;
    n = in.u64();
    m = (int)in.u64();
    for (int i = 0; i < m; ++i) d[i] = in.u64();
    printf("%lld\n", (long long)dfs(0, 1, 0));
}
