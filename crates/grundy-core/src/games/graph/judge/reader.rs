//! The judge format's tokens read from any byte source in chunks of [`CHUNK`] bytes: the
//! judge streams standard input through one small buffer instead of holding the whole text
//! (megabytes at the limits, every page of it a fresh page fault), and the lesson passes its
//! pasted text as a slice. Numbers of up to 7 digits are read eight bytes at a time
//! ([`swar_digits`]); anything else (a `+`, 8 or more digits, a token cut by the end of the
//! buffer, a refusal) takes the byte-by-byte path, which defines the format.

use std::io::Read;

/// Bytes read from the source at a time.
const CHUNK: usize = 1 << 16;
/// Bytes wanted ahead of a number before it is read, so the fast path can load eight.
const AHEAD: usize = 32;
/// Bytes of a refused token that are kept for its message: more than the characters
/// [`crate::text::shown`] shows of a token (at most 4 bytes each), so the message is the same
/// as with the whole token, and a huge token costs nothing.
pub(super) const TOKEN_HEAD: usize = 4 * (crate::text::TOKEN_CHARS + 2);

/// Why the next number could not be read.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Miss {
    /// The input ends on `line`.
    Ends {
        /// The line where the input ends.
        line: usize,
    },
    /// The token on `line` is not a number in the range (`token`: its first bytes).
    Bad {
        /// The token's line.
        line: usize,
        /// The token's first [`TOKEN_HEAD`] bytes.
        token: String,
    },
}

/// The judge format's separators (ASCII whitespace).
#[inline]
pub(super) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\t' | b'\r' | b'\x0c')
}

/// The value and length of the 1 to 7 ASCII digits that begin `word` (eight input bytes, the
/// first in the lowest byte) when a separator follows them; None for anything else (the
/// byte-by-byte path decides those). Each byte minus `'0'` is a digit when it is at most 9:
/// adding 0x76 sets its top bit otherwise (or it was set already), and a carry out of a byte
/// only happens above a byte that is already flagged, so the lowest flag is exact. The digits
/// are then combined pairwise (10·a + b in 16-bit lanes, 100·a + b in 32-bit lanes, then
/// 10^4·a + b), each step below its lane's size.
#[inline]
pub(super) fn swar_digits(word: u64) -> Option<(u64, usize)> {
    let a = word ^ 0x3030_3030_3030_3030;
    let flags = (a.wrapping_add(0x7676_7676_7676_7676) | a) & 0x8080_8080_8080_8080;
    let len = (flags.trailing_zeros() / 8) as usize;
    if len == 0 || len == 8 || !is_space((word >> (8 * len)) as u8) {
        return None;
    }
    // The digits move to the top bytes (the last digit in the highest); zeros lead.
    let mut v = a << (8 * (8 - len));
    v = (v.wrapping_mul(10) + (v >> 8)) & 0x00FF_00FF_00FF_00FF;
    v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_FFFF_0000_FFFF;
    v = (v.wrapping_mul(10_000) + (v >> 32)) & 0xFFFF_FFFF;
    Some((v, len))
}

/// The number of `\n` in `bytes`, counted in byte lanes of 64-byte blocks (which the
/// compiler turns into vector compares; a plain filter-count widens every byte to 64 bits).
fn newlines(bytes: &[u8]) -> usize {
    let mut blocks = bytes.chunks_exact(64);
    let mut count = 0;
    for block in &mut blocks {
        let mut c = 0u8;
        for &b in block {
            c += u8::from(b == b'\n');
        }
        count += usize::from(c);
    }
    count + blocks.remainder().iter().filter(|&&b| b == b'\n').count()
}

/// Whitespace-separated tokens of a byte source. Lines are counted only in the bytes a refill
/// discards and, for a refused token, in the buffer, so the happy path is one tight pass.
pub(super) struct Reader<R> {
    src: R,
    /// Always [`CHUNK`] long; the unread bytes are `buf[pos..end]`.
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    /// The source has ended (or failed).
    eof: bool,
    /// The source's error, which ended the input early.
    error: Option<std::io::Error>,
    /// Newlines in the bytes discarded before `buf[0]`.
    lines: usize,
}

impl<R: Read> Reader<R> {
    pub(super) fn new(src: R) -> Self {
        Reader {
            src,
            buf: vec![0; CHUNK],
            pos: 0,
            end: 0,
            eof: false,
            error: None,
            lines: 0,
        }
    }

    /// The error that ended the source early, if one did.
    pub(super) fn take_error(&mut self) -> Option<std::io::Error> {
        self.error.take()
    }

    /// Discards the read bytes (counting their lines) and reads until [`AHEAD`] unread bytes
    /// are buffered or the source ends.
    fn refill(&mut self) {
        self.lines += newlines(self.buf.get(..self.pos).unwrap_or_default());
        self.buf.copy_within(self.pos..self.end, 0);
        self.end -= self.pos;
        self.pos = 0;
        while !self.eof && self.end < AHEAD {
            let Some(free) = self.buf.get_mut(self.end..) else {
                return;
            };
            match self.src.read(free) {
                Ok(0) => self.eof = true,
                Ok(got) => self.end += got,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.eof = true;
                    self.error = Some(e);
                }
            }
        }
    }

    /// The unread bytes.
    #[inline]
    fn unread(&self) -> &[u8] {
        self.buf.get(self.pos..self.end).unwrap_or_default()
    }

    /// Moves to the next token's first byte, or to the end of the input.
    pub(super) fn skip_space(&mut self) {
        loop {
            match self.unread().iter().position(|&b| !is_space(b)) {
                Some(i) => {
                    self.pos += i;
                    return;
                }
                None => {
                    self.pos = self.end;
                    if self.eof {
                        return;
                    }
                    self.refill();
                }
            }
        }
    }

    /// The 1-based line of the next unread byte.
    pub(super) fn line(&self) -> usize {
        1 + self.lines + newlines(self.buf.get(..self.pos).unwrap_or_default())
    }

    /// `count` numbers in lo..=hi, each handed to `each` with its index (0-based) as it is
    /// read; the first that is missing or wrong stops the reading, with its index. The usual
    /// tokens are read by a loop over the buffered bytes that keeps its place in a register
    /// and writes it back only when it meets anything else.
    #[inline(always)]
    pub(super) fn numbers(
        &mut self,
        count: usize,
        lo: u64,
        hi: u64,
        mut each: impl FnMut(usize, u64),
    ) -> Result<(), (usize, Miss)> {
        let mut i = 0;
        while i < count {
            let data = self.buf.get(..self.end).unwrap_or_default();
            let mut p = self.pos;
            while i < count {
                let Some(ahead) = data.get(p..).and_then(|d| d.first_chunk::<16>()) else {
                    break;
                };
                let mut skip = 0;
                while skip < 8 && is_space(ahead[skip]) {
                    skip += 1;
                }
                let Some(word) = ahead.get(skip..).and_then(|w| w.first_chunk::<8>()) else {
                    break;
                };
                let Some((value, len)) = swar_digits(u64::from_le_bytes(*word)) else {
                    break;
                };
                if !(lo..=hi).contains(&value) {
                    break;
                }
                each(i, value);
                i += 1;
                p += skip + len;
            }
            self.pos = p;
            if i < count {
                each(i, self.number(lo, hi).map_err(|miss| (i, miss))?);
                i += 1;
            }
        }
        Ok(())
    }

    /// The next token as a number in lo..=hi: an optional `+`, then ASCII digits. Used
    /// for single numbers and where [`Self::numbers`]' loop stops (near the end of the
    /// buffer, or an unusual token): skips any separators (refilling), then reads eight bytes
    /// at once if it can, else byte by byte.
    #[inline(never)]
    pub(super) fn number(&mut self, lo: u64, hi: u64) -> Result<u64, Miss> {
        self.skip_space();
        if self.end - self.pos < AHEAD && !self.eof {
            self.refill();
        }
        if let Some(word) = self.unread().first_chunk::<8>() {
            if let Some((value, len)) = swar_digits(u64::from_le_bytes(*word)) {
                if (lo..=hi).contains(&value) {
                    self.pos += len;
                    return Ok(value);
                }
            }
        }
        self.number_slow(lo, hi)
    }

    /// [`Self::number`] byte by byte: the definition of the format.
    #[cold]
    fn number_slow(&mut self, lo: u64, hi: u64) -> Result<u64, Miss> {
        let line = self.line();
        let Some((head, value)) = self.token_bytes() else {
            return Err(Miss::Ends { line });
        };
        match value {
            Some(v) if (lo..=hi).contains(&v) => Ok(v),
            _ => Err(Miss::Bad {
                line,
                token: String::from_utf8_lossy(&head).into_owned(),
            }),
        }
    }

    /// The next token, if any is left: its first [`TOKEN_HEAD`] bytes and its line.
    pub(super) fn token(&mut self) -> Option<(String, usize)> {
        self.skip_space();
        let line = self.line();
        self.token_bytes()
            .map(|(head, _)| (String::from_utf8_lossy(&head).into_owned(), line))
    }

    /// Reads the token at the current position (after [`Self::skip_space`]), if there is one:
    /// its first [`TOKEN_HEAD`] bytes and its value when it is an optional `+` and one or more
    /// digits whose value fits in u64 (leading zeros allowed).
    fn token_bytes(&mut self) -> Option<(Vec<u8>, Option<u64>)> {
        let (mut head, mut len, mut digits) = (Vec::new(), 0usize, 0usize);
        let mut value = Some(0u64);
        loop {
            let Some(&b) = self.unread().first() else {
                if self.eof {
                    break;
                }
                self.refill();
                continue;
            };
            if is_space(b) {
                break;
            }
            if head.len() < TOKEN_HEAD {
                head.push(b);
            }
            match b {
                b'+' if len == 0 => {}
                b'0'..=b'9' => {
                    digits += 1;
                    let d = u64::from(b - b'0');
                    value = value.and_then(|v| v.checked_mul(10)?.checked_add(d));
                }
                _ => value = None,
            }
            len += 1;
            self.pos += 1;
        }
        (len > 0).then_some((head, value.filter(|_| digits > 0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain definition of the fast path: 1 to 7 digits, then a separator.
    fn plain(bytes: &[u8; 8]) -> Option<(u64, usize)> {
        let len = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
        if len == 0 || len == 8 || !is_space(bytes[len]) {
            return None;
        }
        let value = bytes[..len]
            .iter()
            .fold(0, |v, &b| v * 10 + u64::from(b - b'0'));
        Some((value, len))
    }

    /// Every word over bytes around the digits' edges ('/' and ':' border '0' and '9'; 0x80
    /// and 0xB0, 0xFF test the top bit and carries; then separators and '+'), eight positions
    /// of six bytes each pass, and a million random words.
    #[test]
    fn swar_digits_is_the_plain_reading_on_every_word_of_edge_bytes() {
        let alphabets: [&[u8]; 3] = [
            b"09/: \n",
            &[b'5', b'0', 0x80, 0xB0, 0xFF, b'\t'],
            &[b'1', b'9', b'+', b'\r', 0x0c, 0x3A + 0x80],
        ];
        for alphabet in alphabets {
            let k = alphabet.len();
            for code in 0..k.pow(8) {
                let mut word = [0u8; 8];
                let mut c = code;
                for b in &mut word {
                    *b = alphabet[c % k];
                    c /= k;
                }
                assert_eq!(
                    swar_digits(u64::from_le_bytes(word)),
                    plain(&word),
                    "{word:?}"
                );
            }
        }
        let mut rng = crate::rng::Rng::from_state(0x9E37_79B9_7F4A_7C15);
        for _ in 0..1_000_000 {
            let x = rng.next_u64();
            let word = x.to_le_bytes();
            assert_eq!(swar_digits(x), plain(&word), "{word:?}");
        }
        // Every value of up to 7 digits, with and without leading zeros, before each separator.
        for v in (0..10_000_000u64).step_by(7).chain([9_999_999]) {
            for (text, sep) in [(format!("{v}"), b' '), (format!("{v:07}"), b'\n')] {
                let mut word = [b'x'; 8];
                word[..text.len()].copy_from_slice(text.as_bytes());
                word[text.len()] = sep;
                assert_eq!(swar_digits(u64::from_le_bytes(word)), Some((v, text.len())));
            }
        }
    }

    /// A source that hands out at most `step` bytes per read, to cut tokens at every place.
    struct Trickle<'a> {
        data: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.step.min(out.len()).min(self.data.len());
            out[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    /// Reads every token as a number in 0..=hi, or names the miss.
    fn all(src: impl Read, hi: u64) -> Vec<Result<u64, Miss>> {
        let mut r = Reader::new(src);
        let mut out = Vec::new();
        loop {
            let got = r.number(0, hi);
            let ended = matches!(got, Err(Miss::Ends { .. }));
            out.push(got);
            if ended {
                return out;
            }
        }
    }

    /// The same through [`Reader::numbers`]' loop, restarted after each miss.
    fn all_batched(src: impl Read, hi: u64) -> Vec<Result<u64, Miss>> {
        let mut r = Reader::new(src);
        let mut out = Vec::new();
        loop {
            let mut next = 0;
            let got = r.numbers(usize::MAX, 0, hi, |i, v| {
                assert_eq!(i, next);
                next += 1;
                out.push(Ok(v));
            });
            let Err((i, miss)) = got else {
                unreachable!("usize::MAX numbers");
            };
            assert_eq!(i, next);
            let ended = matches!(miss, Miss::Ends { .. });
            out.push(Err(miss));
            if ended {
                return out;
            }
        }
    }

    /// Tokens of every kind, read in one piece and in trickles of 1 to 9 bytes and across
    /// the chunk boundary: the same numbers, refusals and lines.
    #[test]
    fn chunks_and_trickles_read_the_same_tokens_and_lines() {
        let mut text = String::from("7 +12 0000000000000000000042\n 18446744073709551615 ");
        text.push_str("18446744073709551616\n\n1x 99999999 +\n12345678\t5\r\n");
        text.push_str(&"9".repeat(1000));
        text.push('\n');
        for i in 0..30_000 {
            text.push_str(&format!("{} ", i * 37 % 100_003));
            if i % 11 == 0 {
                text.push('\n');
            }
        }
        text.push_str("\n          \t 7\n\n\n\n\n\n\n\n\n\n\n 314");
        let whole = all(text.as_bytes(), u64::MAX);
        assert_eq!(whole[..3], [Ok(7), Ok(12), Ok(42)]);
        assert_eq!(whole[3], Ok(u64::MAX));
        assert_eq!(
            whole[4],
            Err(Miss::Bad {
                line: 2,
                token: "18446744073709551616".into()
            })
        );
        assert_eq!(
            whole[5],
            Err(Miss::Bad {
                line: 4,
                token: "1x".into()
            })
        );
        assert_eq!(
            whole[6..10],
            [
                Ok(99_999_999),
                Err(Miss::Bad {
                    line: 4,
                    token: "+".into()
                }),
                Ok(12_345_678),
                Ok(5)
            ]
        );
        let Err(Miss::Bad { line: 6, token }) = &whole[10] else {
            panic!("{:?}", whole[10]);
        };
        assert_eq!(token.len(), TOKEN_HEAD);
        assert_eq!(whole[whole.len() - 2], Ok(314));
        let lines = 1 + text.matches('\n').count();
        assert_eq!(whole.last(), Some(&Err(Miss::Ends { line: lines })));
        assert_eq!(all_batched(text.as_bytes(), u64::MAX), whole);
        for step in 1..10 {
            let data = text.as_bytes();
            assert_eq!(all(Trickle { data, step }, u64::MAX), whole, "step {step}");
            let data = text.as_bytes();
            assert_eq!(
                all_batched(Trickle { data, step }, u64::MAX),
                whole,
                "step {step}"
            );
        }
        // Out of range is a refusal that names the token.
        assert_eq!(
            all(&b" 5 6"[..], 5),
            [
                Ok(5),
                Err(Miss::Bad {
                    line: 1,
                    token: "6".into()
                }),
                Err(Miss::Ends { line: 1 })
            ]
        );
    }
}
