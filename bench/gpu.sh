#!/bin/sh
# The GPU path on a real NVIDIA GPU, in a few minutes: a CUDA build of the pinned llama-cpp-python
# in its own virtual environment, --diagnose on it, the device tier (tests/device/, on this
# build's own GPU instead of the software Vulkan device), then bench.offload, bench.stream,
# bench.branch (batched alternatives), bench.resume and bench.speculative (where checks of several
# rows cost little more than one), each printing its ratios and a JSON line.
#
#   sh bench/gpu.sh [OUT]        (from the repository root; OUT: where the logs go, default gpu-out)
#
# Needs nvcc, CMake, a C++ compiler and Python 3.10+; pip fetches the packages (set PIP_NO_INDEX=1
# and PIP_FIND_LINKS=<a folder of wheels and llama-cpp-python's sdist> where nothing can be
# fetched). The CUDA build compiles for this machine's GPU only (CMAKE_CUDA_ARCHITECTURES=native):
# about 5 minutes on 16 cores. A second run reuses the environment (EMBERLY_GPU_VENV).
set -eu
out=${1:-gpu-out}
venv=${EMBERLY_GPU_VENV:-.venv-gpu}
mkdir -p "$out"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    CMAKE_ARGS="-DGGML_CUDA=on -DCMAKE_CUDA_ARCHITECTURES=native" CMAKE_BUILD_PARALLEL_LEVEL=$(nproc) \
        "$venv/bin/pip" install --no-cache-dir --no-binary llama-cpp-python -e '.[dev,demo]' >"$out/install.log" 2>&1 \
        || { tail -40 "$out/install.log"; exit 1; }
fi
py="$venv/bin/python"
"$py" -c 'from app.engine import backend; import sys; sys.exit(0 if backend.supports_gpu_offload() else "this llama-cpp-python sees no GPU")'
export EMBERLY_TEST_DEVICE=native PYTHONUNBUFFERED=1
zoo=$("$py" -c 'from tests.support.zoo import build, build_small_vocab
from app.engine.local.default_model import ensure_demo_model
from app.paths import models_dir
from pathlib import Path
demo = ensure_demo_model(models_dir()); small = build_small_vocab(demo.parent, demo)
print(build("llama3", small.parent, small))')

"$py" -m app --diagnose 2>&1 | tee "$out/diagnose.txt"
"$py" -m pytest -q tests/device 2>&1 | tee "$out/device-tier.txt"
for bench in "offload --tokens 4000" "offload --model $zoo --tokens 4000" stream branch resume "speculative --repeat 3"; do
    # shellcheck disable=SC2086  # the options are words
    "$py" -m bench.$bench --json 2>&1 | tee -a "$out/bench.txt"
done
