//! Grundy Lab web app entry point.
fn main() {}
