"""The main window and its parts: the composer, the sidebar of chats, the banner, the empty
states and the dialogs."""
