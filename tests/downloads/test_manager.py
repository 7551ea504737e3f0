"""The download queue (app.downloads.manager): files land under owner/repo/, one or two at a time,
pause / resume / cancel, a split model appears whole or not at all, and the queue outlives the app."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from app.downloads import Download, Downloads, RemoteFile, Retry, TransferError
from app.downloads.queue_file import has_unfinished
from app.downloads.transfer import part_path
from app.engine.files.model_files import ModelFolder, scan
from tests.support.hub_server import Fault, HubServer, sha256_of
from tests.support.waiting import until


def host(hub: HubServer, repo: str, name: str, path: Path) -> RemoteFile:
    f = hub.add(repo, name, path)
    return RemoteFile(name, f.size, f.sha256)


def queue(tmp_path: Path, retry: Retry, **kw: object) -> Downloads:
    return Downloads(tmp_path / "models", tmp_path / "downloads.json", retry=retry, **kw)  # type: ignore[arg-type]


def test_a_model_lands_under_its_repository_and_the_picker_lists_it(hub: HubServer, blob: Path, tmp_path: Path,
                                                                     retry: Retry) -> None:
    q = queue(tmp_path, retry)
    a = q.add("alice/tiny-GGUF", [host(hub, "alice/tiny-GGUF", "model.gguf", blob)])
    b = q.add("bob/tiny-GGUF", [host(hub, "bob/tiny-GGUF", "model.gguf", blob)])  # the same name: no clash
    assert q.wait(a.id).state == "done" and q.wait(b.id).state == "done"
    assert q.model_path(a) == tmp_path / "models" / "alice" / "tiny-GGUF" / "model.gguf"
    assert q.model_path(b).read_bytes() == blob.read_bytes()
    found = scan([ModelFolder("Emberly", tmp_path / "models")])
    assert sorted(str(m.path.relative_to(tmp_path / "models")) for m in found) == ["alice/tiny-GGUF/model.gguf",
                                                                                   "bob/tiny-GGUF/model.gguf"]
    assert q.wait(a.id).synced


def test_adding_the_same_model_twice_is_one_entry(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    hub.rate = 4e6
    q = queue(tmp_path, retry)
    f = host(hub, "alice/tiny-GGUF", "model.gguf", blob)
    first = q.add("alice/tiny-GGUF", [f])
    assert q.add("alice/tiny-GGUF", [f]) is first
    hub.rate = None
    q.wait(first.id)
    assert len(q.items()) == 1


def test_at_most_max_active_run_and_the_rest_wait_in_order(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    hub.rate = 6e6
    states: list[tuple[str, str]] = []
    lock = threading.Lock()

    def seen(d: Download) -> None:
        with lock:
            states.append((d.repo, d.state))

    q = queue(tmp_path, retry, max_active=1, on_change=seen)
    items = [q.add(f"o/r{i}", [host(hub, f"o/r{i}", "m.gguf", blob)]) for i in range(3)]
    assert [d.state for d in q.items()][1:] == ["queued", "queued"]
    hub.rate = None
    for d in items:
        assert q.wait(d.id).state == "done"
    started = [repo for repo, state in states if state == "downloading"]
    assert list(dict.fromkeys(started)) == ["o/r0", "o/r1", "o/r2"]  # one after the other, in order


def test_pause_resume_and_cancel(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    hub.rate = 3e6
    seen: list[str] = []
    q = queue(tmp_path, retry, on_change=lambda d: seen.append(d.state) if d.repo == "o/r" else None)
    d = q.add("o/r", [host(hub, "o/r", "m.gguf", blob)])
    part = part_path(tmp_path / "models" / "o" / "r" / "m.gguf")
    until(lambda: part.exists() and part.stat().st_size > 1_000_000, what="a megabyte on disk")
    q.pause(d.id)
    assert q.wait(d.id).state == "paused"
    kept = part.stat().st_size
    assert 0 < kept < blob.stat().st_size and d.done_bytes == kept
    hub.rate = None
    q.resume(d.id)
    assert q.wait(d.id, timeout=60).state == "done"
    assert hub.downloads()[-1].range == f"bytes={kept}-"
    assert "checking" not in seen  # the paused transfer's hash went on: the part was not read again

    hub.rate = 3e6
    e = q.add("o/r2", [host(hub, "o/r2", "m.gguf", blob)])
    until(lambda: part_path(tmp_path / "models" / "o" / "r2" / "m.gguf").exists(), what="the part file")
    q.cancel(e.id)  # does not wait: the thread forgets it as it stops
    assert q.wait(e.id, timeout=30) is None and q.get(e.id) is None
    assert list((tmp_path / "models" / "o" / "r2").iterdir()) == []  # the part went with it


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_a_split_model_appears_only_when_every_part_is_in(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    names = [f"big-Q4_K_M-0000{i}-of-00003.gguf" for i in (1, 2, 3)]
    files = [host(hub, "o/big-GGUF", n, blob) for n in names]
    folder = tmp_path / "models"
    listed_while_running: list[int] = []

    def watch(d: Download) -> None:
        if d.state == "downloading":
            listed_while_running.append(len(scan([ModelFolder("Emberly", folder)])))

    hub.rate = 20e6  # about a second in all: progress is sampled during every part
    q = queue(tmp_path, retry, on_change=watch)
    d = q.add("o/big-GGUF", files)
    assert [f.name for f in d.files] == names[1:] + names[:1]  # the first part last
    assert q.wait(d.id, timeout=60).state == "done"
    assert len(listed_while_running) >= 4 and set(listed_while_running) == {0}  # never listed half
    found = scan([ModelFolder("Emberly", folder)])
    assert len(found) == 1 and found[0].parts == 3 and found[0].path == q.model_path(d)
    assert found[0].path.name == names[0]


def test_the_queue_outlives_the_app_and_comes_back_paused(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    hub.rate = 3e6
    q = queue(tmp_path, retry)
    d = q.add("o/r", [host(hub, "o/r", "m.gguf", blob)])
    part = part_path(q.path_of(d, d.files[0]))
    until(lambda: part.exists() and part.stat().st_size > 500_000, what="half a megabyte on disk")
    q.close()  # the app quits
    assert has_unfinished(tmp_path / "downloads.json")
    hub.rate = None
    again = queue(tmp_path, retry)
    [back] = again.items()
    assert (back.id, back.state, back.done_bytes) == (d.id, "paused", part.stat().st_size)
    assert back.etags == {"m.gguf": hub.repos["o/r"].files["m.gguf"].etag}  # saved at the first response
    again.resume(back.id)
    assert again.wait(back.id, timeout=60).state == "done"
    assert hub.downloads()[-1].range is not None  # the resume asked for the rest (with If-Range)
    assert sha256_of(again.model_path(back)) == back.files[0].sha256
    assert not has_unfinished(tmp_path / "downloads.json")


def test_a_download_done_but_never_synced_is_checked_again_after_a_crash(hub: HubServer, blob: Path, tmp_path: Path,
                                                                         retry: Retry) -> None:
    q = queue(tmp_path, retry)
    d = q.wait(q.add("o/r", [host(hub, "o/r", "m.gguf", blob)]).id)
    q.close()
    store = tmp_path / "downloads.json"
    raw = json.loads(store.read_text())
    raw["downloads"][0]["synced"] = False  # as if the power went before the fsync
    store.write_text(json.dumps(raw))
    path = q.model_path(d)
    damaged = bytearray(path.read_bytes())
    damaged[123] ^= 0xFF
    path.write_bytes(bytes(damaged))
    again = queue(tmp_path, retry)
    assert again.wait(d.id).state == "done"  # hashed, found damaged, fetched again
    assert path.read_bytes() == blob.read_bytes()
    assert [r.range for r in hub.downloads()] == [None, None]


def test_a_failed_download_says_why_and_can_be_resumed(hub: HubServer, blob: Path, tmp_path: Path, retry: Retry) -> None:
    q = queue(tmp_path, retry)
    hub.plan(Fault(corrupt_at=10))
    d = q.wait(q.add("o/r", [host(hub, "o/r", "m.gguf", blob)]).id)
    assert d.state == "failed" and "corrupted" in d.error
    assert list(q.folder(d).iterdir()) == []
    q.resume(d.id)
    assert q.wait(d.id).state == "done" and d.error == ""


def test_a_file_without_a_sha256_is_refused(tmp_path: Path, retry: Retry) -> None:
    with pytest.raises(TransferError, match="sha256"):
        queue(tmp_path, retry).add("o/r", [RemoteFile("m.gguf", 10, "")])


def test_an_unreadable_queue_file_starts_an_empty_queue(tmp_path: Path, retry: Retry) -> None:
    (tmp_path / "downloads.json").write_text("{not json")
    assert queue(tmp_path, retry).items() == []
    assert not has_unfinished(tmp_path / "downloads.json")


def test_adding_a_model_whose_file_changed_on_the_hub_takes_the_new_record(hub: HubServer, blob: Path, tmp_path: Path,
                                                                          retry: Retry, tmp_path_factory: pytest.TempPathFactory) -> None:
    q = queue(tmp_path, retry)
    old = host(hub, "o/r", "m.gguf", blob)
    hub.plan(Fault(drop_at=1_000_000), Fault(status=404))  # a part of the old file, then the old file is gone
    d = q.wait(q.add("o/r", [old]).id, timeout=30)
    assert d.state == "failed" and part_path(q.path_of(d, old)).stat().st_size == 1_000_000
    newer = tmp_path_factory.mktemp("newer") / "m.gguf"
    newer.write_bytes(blob.read_bytes()[::-1])  # re-uploaded: same size, other bytes
    again = q.add("o/r", [host(hub, "o/r", "m.gguf", newer)])
    assert again is d and d.files[0].sha256 == sha256_of(newer)
    assert q.wait(d.id, timeout=30).state == "done"
    assert q.model_path(d).read_bytes() == newer.read_bytes()
    assert hub.downloads()[-1].range is None  # the old part was thrown away, not resumed


def test_a_file_name_that_would_leave_the_models_folder_is_refused(tmp_path: Path, retry: Retry) -> None:
    for name in ("../evil.gguf", "/etc/x.gguf", "a/../../b.gguf"):
        with pytest.raises(TransferError, match="will not write"):
            queue(tmp_path, retry).add("o/r", [RemoteFile(name, 10, "0" * 64)])


def test_a_downloads_list_written_by_anything_else_acts_on_no_file_outside_the_models_folder(
        tmp_path: Path, retry: Retry) -> None:
    """Entries whose names climb out, whose repository is not a Hub id or whose fields are of
    another type are left out at start-up: never re-hashed, deleted or written. A good one stays."""
    outside = tmp_path / "outside.gguf"
    outside.write_bytes(b"precious")
    sha = "0" * 64

    def entry(i: int, repo: object = "alice/tiny-GGUF", name: object = "model.gguf", **kw: object) -> dict[str, object]:
        return {"id": f"{i:012x}", "repo": repo, "revision": "main", "state": "done", "synced": False, "error": "",
                "etags": {}, "added": 1.0, "files": [{"name": name, "size": 8, "sha256": sha}], **kw}

    hostile = [entry(1, name="../../outside.gguf"), entry(2, repo="../.."), entry(3, repo="alice/../../x"),
               entry(4, name="/abs.gguf"), entry(5, name="a\0b.gguf"), entry(6, files=[{"name": "m.gguf", "size": "abc", "sha256": sha}]),
               entry(7, files=[{"name": "m.gguf", "size": 8, "sha256": 5}]), entry(8, state="exploded"),
               entry(9, id="../x"), entry(10, added=1e308), entry(11, etags={"m": [1]}), entry(12, files="x"), 42, None]
    (tmp_path / "downloads.json").write_text(json.dumps({"version": 1, "downloads": [*hostile, entry(99, state="paused")]}))
    q = queue(tmp_path, retry)
    try:
        assert [d.id for d in q.items()] == [f"{99:012x}"]
        assert outside.read_bytes() == b"precious"
        with pytest.raises(TransferError, match="folder"):
            q.add("../../etc", [RemoteFile("model.gguf", 8, sha)])
        with pytest.raises(TransferError, match="file name"):
            q.add("alice/tiny-GGUF", [RemoteFile("x/../../../outside.gguf", 8, sha)])
    finally:
        q.close()


def test_a_downloads_list_that_is_a_fifo_does_not_block_the_start(tmp_path: Path, retry: Retry) -> None:
    os.mkfifo(tmp_path / "downloads.json")
    done: list[Downloads] = []
    t = threading.Thread(target=lambda: done.append(queue(tmp_path, retry)), daemon=True)
    t.start()
    t.join(10)
    assert done and done[0].items() == []
    done[0].close()
