//! Small pieces of the practice sentences that read the same in every language: a set of
//! values written as a set ("{0, 1, 3}"), a subtraction set, a signed term ("+15", "−5").

use grundy_core::sort::KeySort;

/// Values as a set: "{0, 1, 3}" (the mex reads a set, so braces say what is meant).
pub fn joined_values(values: &[u64]) -> String {
    let mut v = values.to_vec();
    v.key_sort();
    v.dedup();
    let inner: Vec<String> = v.iter().map(u64::to_string).collect();
    format!("{{{}}}", inner.join(", "))
}

/// A subtraction set: "{1, 3}".
pub fn set_words(set: &[u64]) -> String {
    joined_values(set)
}

/// A count with its sign as a term of a sum: "+15", "−5".
pub fn signed(plus: bool, value: u64) -> String {
    format!("{}{value}", if plus { "+" } else { "−" })
}
