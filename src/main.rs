//! Entry point of the Grundy Lab web app (built by Trunk): installs the panic hook and mounts
//! the app; everything else is in the library so the browser tests can reach it.

fn main() {
    grundy_lab::start();
}
