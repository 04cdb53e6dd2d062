// Shared by the C++ references of `cargo xtask bench`: the whole of standard input is read
// with one fread loop and numbers are parsed byte by byte (the fastest portable way; the
// inputs are the bench's own generated ones, so they are trusted and not validated).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <string>
#include <vector>

struct Reader {
    std::vector<char> buf;
    size_t pos = 0;
    Reader() {
        size_t cap = 1 << 16, len = 0;
        buf.resize(cap);
        for (;;) {
            size_t got = fread(buf.data() + len, 1, cap - len, stdin);
            len += got;
            if (got == 0) break;
            if (len == cap) { cap *= 2; buf.resize(cap); }
        }
        buf.resize(len);
        buf.push_back('\0');
    }
    uint64_t u64() {
        while (buf[pos] == ' ' || buf[pos] == '\n' || buf[pos] == '\r' || buf[pos] == '\t') ++pos;
        uint64_t v = 0;
        while (buf[pos] >= '0' && buf[pos] <= '9') v = v * 10 + (uint64_t)(buf[pos++] - '0');
        return v;
    }
};
