"""What the engine reads from llama.cpp's log (app/engine/backend.py): the layers a load placed on
a GPU and the device memory it took, from the lines llama.cpp writes (as a Vulkan build wrote them,
tests/device/), on the loading thread only."""

from __future__ import annotations

import threading

from app.engine import backend

LOAD = [
    "load_tensors: offloading output layer to GPU",
    "load_tensors: offloaded 2/5 layers to GPU",
    "load_tensors:   CPU_Mapped model buffer size =    20.51 MiB",
    "load_tensors:      Vulkan0 model buffer size =    17.50 MiB",
    "llama_context: Vulkan_Host  output buffer size =     0.13 MiB",
    "llama_kv_cache:        CPU KV buffer size =     1.50 MiB",
    "llama_kv_cache:    Vulkan0 KV buffer size =     0.50 MiB",
    "sched_reserve:    Vulkan0 compute buffer size =     7.63 MiB",
    "sched_reserve: Vulkan_Host compute buffer size =     2.01 MiB",
]


def logged(lines: list[str]) -> None:
    backend.ensure_backend()
    for line in lines:
        backend._on_log(2, (line + "\n").encode(), None)


def test_a_load_says_its_placement_and_device_memory_once() -> None:
    backend.take_placed(), backend.take_device_bytes()
    logged(LOAD)
    assert backend.take_placed() == (2, 5)
    assert backend.take_device_bytes() == {"model": int(17.5 * 2**20), "KV": int(0.5 * 2**20), "compute": int(7.63 * 2**20)}
    assert backend.take_placed() is None and backend.take_device_bytes() == {}  # then forgotten


def test_another_threads_load_is_not_this_ones() -> None:
    backend.take_placed(), backend.take_device_bytes()
    other = threading.Thread(target=logged, args=(LOAD,))
    other.start()
    other.join()
    assert backend.take_placed() is None and backend.take_device_bytes() == {}
