"""The model on this computer: the loaded GGUF and its llama.cpp context (loaded_model.py), the
decode loop that implements ChatEngine (engine.py), the sampler chain, the model of the window's
first frame loading in C before Qt is imported (early_load.py), and the bundled demo model."""
