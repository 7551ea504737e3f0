"""Reading a token prefix through the prefix cache (app/engine/files/prefix_cache.py): restored
when an entry matches, else decoded and then saved, so the next engine, in this process or
another, restores it instead of reading it.

After a read the sequence holds exactly the prefix, laid out as a restore of its entry lays it
out: the engine that decoded it reloads the file it just wrote (as save_state does), so a
continuation is decoded in the same calls into the same cells whether the prefix was read or
restored, and is bit-identical (docs/architecture.md: which comparisons are exact). Recurrent and
hybrid models save the last token's logits with the entry, exactly as a chat's state file does.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Sequence

from ...words import grouped, translate
from ..chat_engine import Cancelled, PrefillProgress
from ..errors import ContextOverflow, StateFileError
from ..files.prefix_cache import PrefixCache, check_boundaries
from ..reply import PrefixRead, ReplyStats
from .engine_state import EngineState, common_prefix

log = logging.getLogger("emberly.engine")


class PrefixReads(EngineState):
    def read_prefix(self, tokens: Sequence[int], cache: PrefixCache, boundaries: Iterable[int] = (),
                    progress: PrefillProgress | None = None, cancelled: Cancelled | None = None) -> PrefixRead:
        """Leave the sequence holding exactly `tokens`: restored from `cache` when it has them,
        else decoded (from the longest of `boundaries` it has, or what the sequence already
        holds; stoppable, `progress` per batch) and saved to it. Raises ContextOverflow when
        they do not leave room for a token, ValueError for an absurd request (prefix_cache)."""
        started = time.perf_counter()
        prefix = list(tokens)
        if not prefix or len(prefix) >= self.n_ctx:
            raise ContextOverflow(translate("Engine", "The prefix has {count} tokens; the context holds {n_ctx}.")
                                  .format(count=grouped(len(prefix)), n_ctx=grouped(self.n_ctx)))
        with self._idle():
            self._begin(cancelled)
            try:
                return self._read_prefix(prefix, cache, boundaries, progress, started)
            finally:
                self._cancelled = None

    def _read_prefix(self, prefix: list[int], cache: PrefixCache, boundaries: Iterable[int],
                     progress: PrefillProgress | None, started: float) -> PrefixRead:
        held = common_prefix(self._tokens, prefix)
        # A shorter entry is worth restoring only past what the sequence already holds; the whole
        # prefix always is (a few ms), so this engine then continues exactly as every other that
        # restores it.
        wanted = [n for n in check_boundaries(prefix, boundaries) if n > held]
        n_restored = cache.restore(self.fingerprint, prefix, [*wanted, len(prefix)], self.n_vocab, self.n_ctx,
                                   self._restore_verified, self._read_buffer)
        if n_restored == len(prefix):
            return PrefixRead(len(prefix), True, time.perf_counter() - started, n_restored)
        stats = ReplyStats(prompt_tokens=len(prefix))
        if self._tokens.tolist() != prefix:
            # Delta, as a reply's prompt: the last token alone (as the first time, should the next
            # prompt be exactly the prefix), a checkpoint before it, stoppable.
            if not self._prefill(prefix, stats, progress):
                return PrefixRead(len(self._tokens), False, time.perf_counter() - started, n_restored,
                                  stats.prompt_decoded, stopped=True)
        t_save = time.perf_counter()
        saved = self._save_prefix(cache)
        done = time.perf_counter()
        return PrefixRead(len(prefix), False, done - started, n_restored, stats.prompt_decoded, saved, done - t_save)

    def restore_prefix(self, tokens: Sequence[int], cache: PrefixCache, boundaries: Iterable[int]) -> int:
        """Restore the longest entry of `cache` among the first-n-tokens `boundaries` of `tokens`
        that goes past what the sequence holds; nothing is decoded or saved. Returns the tokens
        restored (0: none). A conversation a client sends again continues from here."""
        prompt = list(tokens)
        with self._idle():
            held = common_prefix(self._tokens, prompt)
            wanted = [n for n in check_boundaries(prompt, boundaries) if n > held and n < self.n_ctx]
            if not wanted:
                return 0
            return int(cache.restore(self.fingerprint, prompt, wanted, self.n_vocab, self.n_ctx,
                                     self._restore_verified, self._read_buffer))

    def save_prefix(self, cache: PrefixCache) -> bool:
        """Save what the sequence holds now as an entry of `cache` (a conversation a client will
        send again), reloading it as a restore lays it out. Returns whether it is kept."""
        with self._idle():
            return bool(self._tokens) and self._save_prefix(cache)

    def _save_prefix(self, cache: PrefixCache) -> bool:
        tokens = list(self._tokens)
        path = cache.path_for(self.fingerprint, tokens)
        try:
            # Checkpoints only where a rollback into the prefix needs one (an edited first question):
            # a recurrent state cannot be cut back. A sliding-window cache still holds the cells
            # just before the next turn, and reading ~8 MB of them would be a tenth of a restored
            # chat's first token (Gemma 3, 3,000 tokens).
            self._write_state(path, checkpoints=self._keeps_logits)
            # Canonical, as save_state: the cells laid out as every restore of this entry lays them.
            self._load_file(path)
        except StateFileError as e:  # the cache only saves time: a failed save is no entry
            log.warning("A prefix could not be saved to the cache: %s", e)
            cache.discard(path)
            if list(self._tokens) != tokens:  # llama.cpp refused the reload, which emptied the sequence
                self._prefill(tokens, ReplyStats(prompt_tokens=len(tokens)))
            return False
        return cache.added(path)
