"""The window: pygame app loop, controller, layout, drawing, animation, dialogs and sounds.

The only package that imports pygame. Start it with hearts.ui.app.main_window.
"""
