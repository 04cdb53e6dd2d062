//! The one fast hash of the project: FNV-1a over the bytes, with MurmurHash3's finaliser as
//! `finish`. Figure shape keys, the page's shape maps and the offline cache's version use it.
//! Its inputs are our own keys and files, so no adversary picks collisions and std's SipHash
//! would only cost time.

/// FNV-1a, finished by MurmurHash3's `fmix64`. Plain FNV-1a's low bits are poor (the lowest
/// is the parity of the bytes' lowest bits, so every key that repeats its number hashes odd),
/// and hash tables index by the low bits.
#[derive(Default, Clone, Copy)]
pub struct Fnv(u64);

impl Fnv {
    /// FNV-1a's offset basis: the state before any byte.
    const BASIS: u64 = 0xcbf2_9ce4_8422_2325;

    /// A hash of `bytes` alone.
    pub fn of(bytes: &[u8]) -> u64 {
        let mut h = Fnv::default();
        std::hash::Hasher::write(&mut h, bytes);
        std::hash::Hasher::finish(&h)
    }
}

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { Fnv::BASIS } else { self.0 };
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }
}

/// The hasher of maps and sets keyed by our own short strings.
pub type FastHash = std::hash::BuildHasherDefault<Fnv>;

#[cfg(test)]
mod tests {
    use super::Fnv;
    use std::hash::Hasher;

    #[test]
    fn keys_that_repeat_a_number_spread_over_both_parities() {
        let odd = (0..64)
            .filter(|i| Fnv::of(format!("component|index={i}|begin={i}:").as_bytes()) % 2 == 1)
            .count();
        assert!((16..=48).contains(&odd), "{odd}");
    }

    #[test]
    fn writes_in_pieces_hash_as_one() {
        let mut h = Fnv::default();
        h.write(b"ab");
        h.write(b"cd");
        assert_eq!(h.finish(), Fnv::of(b"abcd"));
    }
}
