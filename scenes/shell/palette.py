"""The table's colours, one place for all screens and boards, so the app looks like one
product. Each has a use; colour is never the only cue (a shape or a word goes with it)."""

INK = (245, 238, 220)      # text on the felt
GOLD = (240, 196, 90)      # titles, what to click, the seat to act, winners
HOVER = (150, 205, 255)    # what the mouse is over: never gold, so a hint's or a lesson's
                           # pointer (kit/pointer.py) is the one gold glow
DIM = (200, 200, 186)      # secondary text: counts, labels, codes
NOTE = (215, 209, 193)     # explanations under a control or a panel
FAINT = (120, 130, 118)    # grid lines and empty places
MUTED = (150, 150, 140)    # a button that cannot be pressed
WARN = (255, 170, 140)     # refusals and faults, in words
LOSS = (240, 120, 96)      # points given away
ALARM = (255, 120, 150)    # red marks on cards: a mismatch, a card to discard (a light red:
                           # a dark one is lost on the felt for protanopia)
GOOD = (150, 220, 150)     # points earned, a safe place
SHADOW = (0, 0, 0)
BUTTON = (46, 58, 48)
PRIMARY = (168, 92, 40)
# The high-contrast table (Settings → Colours), for low vision: one plain dark felt, white
# outlines round cards, places and panels, and stronger marks (shell/canvas.py).
FELT_PLAIN = (12, 38, 24)
OUTLINE = (255, 255, 255)
SIGN_INK = (20, 16, 10)    # the "!" on a warning's triangle
