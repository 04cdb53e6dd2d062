// The solver worker's entry (src/solver_worker.rs): loads wasm-bindgen's glue, then the wasm,
// passed as an object (the positional form warned "deprecated parameters" on every start).
importScripts('./solver_worker.js');
wasm_bindgen({ module_or_path: './solver_worker_bg.wasm' });
