from app.units import human_size


def test_human_size_uses_binary_units_everywhere() -> None:
    assert [human_size(n) for n in (0, 1023, 1024, 1536, 250 * 2**20, 3 * 2**30, 5 * 2**40, 2**60)] == [
        "0 B", "1023 B", "1.0 KiB", "1.5 KiB", "250.0 MiB", "3.0 GiB", "5.0 TiB", "1048576.0 TiB"]
