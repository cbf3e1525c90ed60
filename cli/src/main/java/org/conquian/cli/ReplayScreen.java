package org.conquian.cli;

import org.conquian.replay.Replay;
import org.conquian.replay.Style;
import org.conquian.replay.TableView;
import org.jline.keymap.BindingReader;
import org.jline.keymap.KeyMap;
import org.jline.reader.EndOfFileException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp.Capability;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The interactive replay: single keys and arrow keys move through the match, one screen per event. */
final class ReplayScreen {

    enum Action { NEXT, PREVIOUS, NEXT_DEAL, PREVIOUS_DEAL, GO_TO, FAULT, START, END, QUIT }


    private final Replay replay;
    private final TableView view;

    ReplayScreen(Replay replay, TableView view) {
        this.replay = replay;
        this.view = view;
    }

    /** The table at a position, with the fault line when the position is where an invalid match stops. */
    static void print(PrintWriter out, Replay replay, TableView view, int position) {
        for (String line : lines(replay, view, position)) {
            out.println(line);
        }
        out.flush();
    }

    private static List<String> lines(Replay replay, TableView view, int position) {
        List<String> lines = new ArrayList<>(view.render(replay.match(), replay.tableAt(position, view.observer()), replay.describe(position, view.observer().viewer()),
                replay.momentAt(position).map(Replay.Moment::seq)));
        if (position == replay.end()) {
            replay.fault().ifPresent(fault -> {
                lines.add("");
                lines.add(view.fault(fault));
            });
        }
        lines.add("The record: " + replay.trust());
        return lines;
    }

    void run(int start) throws IOException {
        try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
            run(terminal, start);
        }
    }

    /** Runs on a given terminal, which tests build from scripted key presses. */
    void run(Terminal terminal, int start) {
        Attributes saved = terminal.enterRawMode();
        try {
            KeyMap<Action> keys = keyMap(terminal);
            BindingReader reader = new BindingReader(terminal.reader());
            int position = start;
            String notice = "";
            while (true) {
                draw(terminal, position, notice);
                notice = "";
                Action action;
                try {
                    action = reader.readBinding(keys);
                } catch (EndOfFileException e) {
                    return;
                }
                if (action == null || action == Action.QUIT) {
                    return;
                }
                switch (action) {
                    case NEXT -> position = Math.min(replay.end(), position + 1);
                    case PREVIOUS -> position = Math.max(0, position - 1);
                    case NEXT_DEAL -> position = replay.nextDeal(position);
                    case PREVIOUS_DEAL -> position = replay.previousDeal(position);
                    case START -> position = 0;
                    case END -> position = replay.end();
                    case FAULT -> {
                        if (replay.fault().isPresent()) {
                            position = replay.end();
                        } else {
                            notice = "this match has no fault";
                        }
                    }
                    case GO_TO -> {
                        Optional<String> typed = readSeq(terminal, reader);
                        if (typed.isPresent()) {
                            String text = typed.get();
                            Optional<Integer> found = !text.matches("\\d{1,18}") ? Optional.empty()
                                    : Long.parseLong(text) == 0 ? Optional.of(0) : replay.positionOf(Long.parseLong(text));
                            if (found.isPresent()) {
                                position = found.get();
                            } else {
                                notice = text.matches("\\d{1,18}") ? "no valid event of seq " + text
                                        : "'" + text + "' is not a seq: type its number (0 for the start), then Enter";
                            }
                        }
                    }
                    case QUIT -> {
                        return;
                    }
                }
            }
        } finally {
            terminal.setAttributes(saved);
            terminal.writer().println();
            terminal.flush();
        }
    }

    private void draw(Terminal terminal, int position, String notice) {
        terminal.puts(Capability.clear_screen);
        PrintWriter out = terminal.writer();
        for (String line : lines(replay, view, position)) {
            out.print(line + "\r\n");
        }
        out.print("\r\n" + keys(view.style(), position) + "\r\n");
        if (!notice.isEmpty()) {
            out.print(notice + "\r\n");
        }
        terminal.flush();
    }

    /** The footer: where we are and the keys, with arrows and dots only where the style draws symbols. */
    private String keys(Style style, int position) {
        String next = style.symbols() ? "n/→ next" : "n next";
        String back = style.symbols() ? "p/← back" : "p back";
        return String.join(style.separator(), "event " + position + " of " + replay.end(), next, back, "d deal", "u back a deal",
                "g go to seq", "f fault", "< > ends", "q quit");
    }

    /** What is typed after g, up to Enter; empty when Escape gives up. */
    private static Optional<String> readSeq(Terminal terminal, BindingReader reader) {
        PrintWriter out = terminal.writer();
        out.print("go to seq: ");
        terminal.flush();
        StringBuilder typed = new StringBuilder();
        while (true) {
            int c = reader.readCharacter();
            if (c == '\r' || c == '\n' || c < 0) {
                break;
            }
            if (c == 27) {
                return Optional.empty();
            }
            if ((c == 127 || c == 8) && !typed.isEmpty()) {
                typed.setLength(typed.length() - 1);
                out.print("\b \b");
            } else if (c >= ' ' && typed.length() < 40) {
                typed.append((char) c);
                out.print((char) c);
            }
            terminal.flush();
        }
        return typed.isEmpty() ? Optional.empty() : Optional.of(typed.toString().strip());
    }

    private static KeyMap<Action> keyMap(Terminal terminal) {
        KeyMap<Action> keys = new KeyMap<>();
        bind(keys, Action.NEXT, "n", " ", "j", KeyMap.key(terminal, Capability.key_right), KeyMap.key(terminal, Capability.key_down), "\u001B[C", "\u001BOC");
        bind(keys, Action.PREVIOUS, "p", "k", "\u007F", KeyMap.key(terminal, Capability.key_left), KeyMap.key(terminal, Capability.key_up), "\u001B[D", "\u001BOD");
        bind(keys, Action.NEXT_DEAL, "d");
        bind(keys, Action.PREVIOUS_DEAL, "u");
        bind(keys, Action.GO_TO, "g");
        bind(keys, Action.FAULT, "f");
        bind(keys, Action.START, "<", KeyMap.key(terminal, Capability.key_home));
        bind(keys, Action.END, ">", KeyMap.key(terminal, Capability.key_end));
        bind(keys, Action.QUIT, "q", KeyMap.esc());
        keys.setAmbiguousTimeout(100);
        return keys;
    }

    /** Binds the key sequences a terminal has; one without a capability gives none for it. */
    private static void bind(KeyMap<Action> keys, Action action, String... sequences) {
        for (String sequence : sequences) {
            if (sequence != null && !sequence.isEmpty()) {
                keys.bind(action, sequence);
            }
        }
    }
}
