"""Colours as people with a colour-vision deficiency see them, and how far apart two colours
look: for the tests of "never colour alone" (test_colour_marks.py).

The simulation is colorspacious's (Machado, Oliveira and Fernandes 2009) at full severity:
protanopia, deuteranopia and tritanopia. The difference is CIEDE2000 (Sharma, Wu and Dalal
2005), on CIELab (D65) from colorspacious: colorspacious's own `deltaE` is a Euclidean
distance, not CIEDE2000, so the standard formula is here.
"""

from __future__ import annotations

import numpy as np
from colorspacious import cspace_convert

CVDS = ("protanomaly", "deuteranomaly", "tritanomaly")     # at severity 100: the -opias
APART = 10          # CIEDE2000 at least this: two colours told apart at a glance


def simulate(rgb255, cvd: str | None) -> np.ndarray:
    """`rgb255` (any shape ending in 3, 0..255) as seen with `cvd` (None: as it is)."""
    rgb = np.asarray(rgb255, dtype=float) / 255
    if cvd is not None:
        rgb = cspace_convert(rgb, {"name": "sRGB1+CVD", "cvd_type": cvd, "severity": 100},
                             "sRGB1")
    return np.clip(rgb, 0, 1) * 255


def lab(rgb255) -> np.ndarray:
    return cspace_convert(np.asarray(rgb255, dtype=float) / 255, "sRGB1", "CIELab")


def ciede2000(lab1, lab2) -> np.ndarray:
    """CIEDE2000 between CIELab colours (arrays ending in 3), kL = kC = kH = 1."""
    L1, a1, b1 = np.moveaxis(np.asarray(lab1, dtype=float), -1, 0)
    L2, a2, b2 = np.moveaxis(np.asarray(lab2, dtype=float), -1, 0)
    C1, C2 = np.hypot(a1, b1), np.hypot(a2, b2)
    Cm = (C1 + C2) / 2
    G = 0.5 * (1 - np.sqrt(Cm ** 7 / (Cm ** 7 + 25.0 ** 7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360
    h2p = np.degrees(np.arctan2(b2, a2p)) % 360
    dLp, dCp = L2 - L1, C2p - C1p
    dh = h2p - h1p
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    dh = np.where(C1p * C2p == 0, 0, dh)
    dHp = 2 * np.sqrt(C1p * C2p) * np.sin(np.radians(dh / 2))
    Lpm, Cpm = (L1 + L2) / 2, (C1p + C2p) / 2
    hsum = h1p + h2p
    hpm = np.where(np.abs(h1p - h2p) > 180,
                   np.where(hsum < 360, (hsum + 360) / 2, (hsum - 360) / 2), hsum / 2)
    hpm = np.where(C1p * C2p == 0, hsum, hpm)
    T = (1 - 0.17 * np.cos(np.radians(hpm - 30)) + 0.24 * np.cos(np.radians(2 * hpm))
         + 0.32 * np.cos(np.radians(3 * hpm + 6)) - 0.20 * np.cos(np.radians(4 * hpm - 63)))
    dtheta = 30 * np.exp(-(((hpm - 275) / 25) ** 2))
    Rc = 2 * np.sqrt(Cpm ** 7 / (Cpm ** 7 + 25.0 ** 7))
    Sl = 1 + 0.015 * (Lpm - 50) ** 2 / np.sqrt(20 + (Lpm - 50) ** 2)
    Sc, Sh = 1 + 0.045 * Cpm, 1 + 0.015 * Cpm * T
    Rt = -np.sin(np.radians(2 * dtheta)) * Rc
    return np.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2
                   + Rt * (dCp / Sc) * (dHp / Sh))


def apart(c1, c2, cvd: str | None) -> float:
    """How far apart colours `c1` and `c2` (0..255) look with `cvd`: CIEDE2000."""
    return float(ciede2000(lab(simulate(c1, cvd)), lab(simulate(c2, cvd))))


def simulated_png(surface, path: str) -> list[str]:
    """`surface` saved at `path` and as each deficiency sees it beside it (-prot, -deut,
    -trit): for a person to look at. The paths written."""
    import pygame
    pixels = pygame.surfarray.array3d(surface)
    pygame.image.save(surface, path)
    out = [path]
    for cvd in CVDS:
        seen = simulate(pixels, cvd).astype("uint8")
        out.append(path.replace(".png", f"-{cvd[:4]}.png"))
        pygame.image.save(pygame.surfarray.make_surface(seen), out[-1])
    return out
