"""One file's transfer (app.downloads.transfer) against the loopback Hub: resume with Range after
every kind of interruption, the sha256 check before the rename, and the refusals."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from app.downloads import Paused, Retry, Transfer, TransferError
from app.downloads import transfer as transfer_mod
from app.downloads.transfer import part_path
from tests.support.hub_server import Fault, HubServer


def url(hub: HubServer, name: str = "model.gguf") -> str:
    return f"{hub.url}/owner/repo/resolve/main/{name}"


def make(hub: HubServer, blob: Path, dest: Path, retry: Retry, **kw: object) -> Transfer:
    hosted = hub.add("owner/repo", "model.gguf", blob)
    return Transfer(url(hub), dest, hosted.size, hosted.sha256, retry=retry, **kw)  # type: ignore[arg-type]


def test_a_clean_download_lands_verified_under_its_name(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    dest = tmp_path / "m" / "model.gguf"
    seen: list[int] = []
    t = make(hub, blob, dest, retry, on_progress=seen.append)
    assert t.run() == dest
    assert dest.read_bytes() == blob.read_bytes()
    assert not part_path(dest).exists()
    assert seen == sorted(seen) and seen[-1] == blob.stat().st_size
    assert [r.range for r in hub.downloads()] == [None]


@pytest.mark.parametrize("fault", [
    Fault(drop_at=1_000_000),
    Fault(status=500),
    Fault(status=503, retry_after=0),
    Fault(stall=2.0, stall_at=2_000_000),
    Fault(short=-500_000),  # announces fewer bytes than the file has: the rest comes by Range
    Fault(short=777),  # announces more than it sends
], ids=["drop", "500", "503", "stall", "short-length", "long-length"])
def test_each_interruption_resumes_where_the_bytes_stopped(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry,
                                                             fault: Fault) -> None:
    dest = tmp_path / "model.gguf"
    t = make(hub, blob, dest, retry)
    hub.plan(fault)
    t.run()
    assert hashlib.sha256(dest.read_bytes()).hexdigest() == hashlib.sha256(blob.read_bytes()).hexdigest()
    gets = hub.downloads()
    if fault.short > 0:  # all the bytes came; reads stop at the expected size whatever was announced
        assert len(gets) == 1
        return
    assert len(gets) >= 2
    # The second request asks for what the first did not bring: from the last byte written, which
    # is at most what the server sent (a read cut off by a stall is not written).
    resumed_at = int(gets[1].range.removeprefix("bytes=").rstrip("-")) if gets[1].range else 0
    if fault.short < 0:  # the reader stops at the announced length and asks for the rest from there
        assert resumed_at == blob.stat().st_size + fault.short
        return
    # (With a short announcement the server's count is not final: its sendfile may still be blocked on,
    # or fail at, the bytes the reader did not take when the second request arrives.)
    assert resumed_at <= gets[0].sent
    if fault.drop_at is not None:
        assert resumed_at == fault.drop_at


def test_429_waits_as_long_as_retry_after_says(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    waits: list[float] = []
    t = make(hub, blob, tmp_path / "model.gguf", retry)
    t._sleep = waits.append  # type: ignore[method-assign]
    hub.plan(Fault(status=429, retry_after=3))
    t.run()
    assert waits == [3.0]


def test_a_whole_part_needs_no_request_and_a_416_short_of_the_end_starts_over(hub: HubServer, blob: Path, tmp_path: Path,
                                                                              retry: Retry) -> None:
    dest = tmp_path / "model.gguf"
    part_path(dest).write_bytes(blob.read_bytes())  # every byte is already there
    make(hub, blob, dest, retry).run()
    assert dest.read_bytes() == blob.read_bytes()
    assert hub.downloads() == []  # nothing was left to fetch

    dest.unlink()
    part_path(dest).write_bytes(blob.read_bytes()[:1000])
    hub.plan(Fault(status=416))
    make(hub, blob, dest, retry).run()
    assert dest.read_bytes() == blob.read_bytes()
    assert [r.range for r in hub.downloads()] == ["bytes=1000-", None]


def test_a_range_other_than_the_one_asked_is_not_written(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    dest = tmp_path / "model.gguf"
    part_path(dest).write_bytes(blob.read_bytes()[:1000])
    hub.plan(Fault(skew=500))
    make(hub, blob, dest, retry).run()
    assert dest.read_bytes() == blob.read_bytes()
    assert [r.range for r in hub.downloads()] == ["bytes=1000-", "bytes=1000-"]


def test_a_corrupted_transfer_is_refused_and_removed(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    dest = tmp_path / "model.gguf"
    hub.plan(Fault(corrupt_at=3_000_001))
    with pytest.raises(TransferError, match="corrupted"):
        make(hub, blob, dest, retry).run()
    assert not dest.exists() and not part_path(dest).exists()


def test_a_part_from_a_file_that_changed_on_the_server_starts_over(hub: HubServer, blob: Path, tmp_path: Path,
                                                                   retry: Retry) -> None:
    dest = tmp_path / "model.gguf"
    part_path(dest).write_bytes(b"\0" * 5000)  # bytes of an older version of the file
    etags: list[str] = []
    t = make(hub, blob, dest, retry, etag='"older"', on_etag=etags.append)
    t.run()  # If-Range "older" does not match: the server sends the whole file, and it is taken
    assert dest.read_bytes() == blob.read_bytes()
    assert [r.range for r in hub.downloads()] == ["bytes=5000-"] and hub.downloads()[0].status == 200
    assert etags == [hub.repos["owner/repo"].files["model.gguf"].etag]


def test_a_resume_after_a_restart_hashes_the_part_and_asks_only_for_the_rest(hub: HubServer, blob: Path, tmp_path: Path,
                                                                              retry: Retry) -> None:
    dest = tmp_path / "model.gguf"
    part_path(dest).write_bytes(blob.read_bytes()[:4_000_000])
    make(hub, blob, dest, retry).run()
    assert dest.read_bytes() == blob.read_bytes()
    assert [r.range for r in hub.downloads()] == ["bytes=4000000-"]


def test_pausing_keeps_the_part_and_a_later_run_finishes_it(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    dest = tmp_path / "model.gguf"
    stop = [False]

    def progress(done: int) -> None:
        stop[0] = done >= 2_000_000

    with pytest.raises(Paused):
        make(hub, blob, dest, retry, on_progress=progress, should_stop=lambda: stop[0]).run()
    kept = part_path(dest).stat().st_size
    assert kept >= 2_000_000 and not dest.exists()
    make(hub, blob, dest, retry).run()
    assert dest.read_bytes() == blob.read_bytes()
    assert hub.downloads()[-1].range == f"bytes={kept}-"


def test_what_retrying_cannot_fix_is_said_at_once(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    hosted = hub.add("owner/repo", "model.gguf", blob)
    with pytest.raises(TransferError, match="404"):
        Transfer(url(hub, "gone.gguf"), tmp_path / "gone.gguf", hosted.size, hosted.sha256, retry=retry).run()
    with pytest.raises(TransferError, match="changed since it was listed"):
        Transfer(url(hub), tmp_path / "m.gguf", hosted.size + 1, hosted.sha256, retry=retry).run()
    assert list(tmp_path.iterdir()) == []


def test_a_server_that_keeps_failing_gives_up_with_the_reason(hub: HubServer, blob: Path, tmp_path: Path) -> None:
    hub.plan(*[Fault(status=500)] * 3)
    with pytest.raises(TransferError, match="keeps failing .*500"):
        make(hub, blob, tmp_path / "m.gguf", Retry(attempts=3, first_wait=0.001, max_wait=0.001)).run()


def test_a_disk_without_room_is_refused_before_any_byte(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    real = transfer_mod.shutil.disk_usage
    monkeypatch.setattr(transfer_mod.shutil, "disk_usage", lambda p: real(p)._replace(free=blob.stat().st_size))
    with pytest.raises(TransferError, match="Not enough disk space"):
        make(hub, blob, tmp_path / "model.gguf", retry).run()
    assert hub.downloads() == [] and list(tmp_path.iterdir()) == []


def test_a_file_of_0_bytes_needs_no_request(hub: HubServer, tmp_path: Path, retry: Retry) -> None:
    dest = tmp_path / "m" / "empty.gguf"
    assert Transfer(url(hub, "empty.gguf"), dest, 0, hashlib.sha256().hexdigest(), retry=retry).run() == dest
    assert dest.read_bytes() == b"" and hub.downloads() == [] and not part_path(dest).exists()
    with pytest.raises(TransferError, match="corrupted"):  # a 0-byte file listed with another file's sha256
        Transfer(url(hub, "empty.gguf"), tmp_path / "other.gguf", 0, "ab" * 32, retry=retry).run()
    assert not (tmp_path / "other.gguf").exists() and not part_path(tmp_path / "other.gguf").exists()


@pytest.mark.parametrize(("retry_after", "waited"), [(3.0, 3.0), (1e308, 30.0), (float("inf"), None), (float("nan"), None),
                                                     (-5.0, None), (None, None)])
def test_retry_after_is_honoured_up_to_the_limit_and_absurd_ones_fall_back_to_backoff(
        retry_after: float | None, waited: float | None) -> None:
    retry = Retry(first_wait=0.5, max_wait=30.0)
    wait = retry.wait(1, retry_after)
    assert wait == waited if waited is not None else 0.4 <= wait <= 0.6  # the first backoff, ±20 %


@pytest.mark.parametrize(("old", "new", "followed"), [
    ("https://hf.co/a", "https://cdn.example/b", True), ("http://hf.co/a", "https://hf.co/b", True),
    ("http://hf.co/a", "http://cdn.example/b", True), ("https://hf.co/a", "http://hf.co/b", False),
    ("http://hf.co/a", "ftp://hf.co/b", False), ("https://hf.co/a", "file:///etc/passwd", False),
])
def test_redirects_go_to_http_s_only_and_never_down_from_https(old: str, new: str, followed: bool) -> None:
    import io
    import urllib.request

    redirects = transfer_mod._Redirects()
    if followed:
        assert redirects.redirect_request(urllib.request.Request(old), io.BytesIO(), 302, "Found", {}, new) is not None
    else:
        with pytest.raises(TransferError, match="never from https to http"):
            redirects.redirect_request(urllib.request.Request(old), io.BytesIO(), 302, "Found", {}, new)


def test_hostile_numbers_in_headers() -> None:
    class Fake:
        headers = {"Content-Range": "bytes ²-5/¹⁰"}  # str.isdigit() says yes, int() says no

    assert transfer_mod._range_start(Fake()) is None  # type: ignore[arg-type]
    assert transfer_mod._total_size(Fake(), 0) is None
    assert transfer_mod._retry_after("9" * 10_000) == transfer_mod._retry_after("1e400") == float("inf")  # backoff
    assert transfer_mod._retry_after("Wed, 21 Oct 2015 07:28:00 GMT") is None
