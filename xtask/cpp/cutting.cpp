// C++ reference for `cutting`: the SG table of sheets up to the largest asked, by the mex
// over cuts that leave both pieces at least 2 wide and 2 tall (cuts at i and w - i make the
// same pieces, so i <= w/2 is enough), then one lookup per line.
#include "reader.h"
#include <string>

static uint16_t sg[201][201];

int main() {
    Reader in;
    std::vector<std::pair<int, int>> q;
    int mw = 2, mh = 2;
    for (;;) {
        while (in.buf[in.pos] == ' ' || in.buf[in.pos] == '\n') ++in.pos;
        if (!in.buf[in.pos]) break;
        int w = (int)in.u64(), h = (int)in.u64();
        q.push_back({w, h});
        if (w > mw) mw = w;
        if (h > mh) mh = h;
    }
    static bool seen[512];
    for (int w = 2; w <= mw; ++w)
        for (int h = 2; h <= mh; ++h) {
            int lim = w + h;
            for (int v = 0; v <= lim; ++v) seen[v] = false;
            for (int i = 2; i <= w / 2; ++i) { int v = sg[i][h] ^ sg[w - i][h]; if (v <= lim) seen[v] = true; }
            for (int j = 2; j <= h / 2; ++j) { int v = sg[w][j] ^ sg[w][h - j]; if (v <= lim) seen[v] = true; }
            int m = 0;
            while (seen[m]) ++m;
            sg[w][h] = (uint16_t)m;
        }
    std::string out;
    for (auto &s : q) out += sg[s.first][s.second] ? "WIN\n" : "LOSE\n";
    fputs(out.c_str(), stdout);
}
