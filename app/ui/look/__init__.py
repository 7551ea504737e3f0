"""How the window looks: the palettes, stylesheet and colour tokens (theme.py), icons that follow
the theme, contrast checks, and the light/dark choice (appearance.py)."""
