#!/bin/sh
# Emberly for this user, on any Linux: the app in ~/.local/opt/emberly (or $EMBERLY_PREFIX),
# `emberly` in ~/.local/bin, and the menu entry and icons (the app's own --install-desktop-entry).
# `./install.sh --uninstall` (this script, also kept in the installed folder) removes them; your
# chats and settings stay. Nothing outside your home folder is touched, and no root is needed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dest=${EMBERLY_PREFIX:-$HOME/.local/opt/emberly}
data=${XDG_DATA_HOME:-$HOME/.local/share}
app_id=io.github.emberly.Emberly
if [ "${1:-}" = --uninstall ]; then
    rm -rf "$dest"
    rm -f "$HOME/.local/bin/emberly" "$data/applications/$app_id.desktop" "$data/metainfo/$app_id.metainfo.xml"
    find "$data/icons/hicolor" -name "$app_id.*" -exec rm -f {} + 2>/dev/null || true
    echo "Emberly is removed; your chats and settings are still where they were."
    exit 0
fi
[ -x "$here/Emberly/Emberly" ] || { echo "install.sh: no Emberly folder beside this script" >&2; exit 1; }
mkdir -p "$(dirname "$dest")" "$HOME/.local/bin"
rm -rf "$dest.new"
cp -R "$here/Emberly" "$dest.new"  # copied whole first: an interrupted install leaves the old one
rm -rf "$dest"
mv "$dest.new" "$dest"
cp "$here/install.sh" "$dest/install.sh"  # the download may be gone when the user removes Emberly
ln -sf "$dest/Emberly" "$HOME/.local/bin/emberly"
"$dest/emberly-cli" --install-desktop-entry
echo "Emberly is installed in $dest: start it from your applications menu, or run emberly."
echo "To remove it: sh $dest/install.sh --uninstall"
