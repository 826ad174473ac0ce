"""The seed sealed at the start and opened at the end: a guest receives a hash of the
seed before the first card is dealt, and the seed itself only once the game is over, so it
can check that the deal was the one promised (and replay the whole game). The salt keeps
a seed from being found by trying them all against the hash; it is revealed with the seed.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_salt() -> str:
    return secrets.token_hex(16)


def seal(seed: int, salt: str) -> str:
    return hashlib.sha256(f"{salt}:{seed}".encode("ascii")).hexdigest()


def opens(digest: str, seed: int, salt: str) -> bool:
    """Do this seed and salt make the hash sent at the start?"""
    return hmac.compare_digest(seal(seed, salt), digest)
