package dev.lilt.demo;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The showcase's command line, parsed.
 *
 * @param headless   render to files instead of opening a window
 * @param out        where headless mode writes its files
 * @param screenshot when set, the window paints itself into this PNG after a moment and exits
 * @param tab        the tab selected at start (0-based)
 * @param help       print the usage and exit with status 0
 */
record Options(boolean headless, Path out, Optional<Path> screenshot, int tab, boolean help) {
    static final String USAGE = String.join(System.lineSeparator(),
            "usage: showcase [--headless] [--out DIR] [--tab N] [--help]",
            "  (no arguments)  open the showcase window",
            "  --headless      render every scene to files instead (the default without a display)",
            "  --out DIR       the folder headless mode writes to (default: showcase-out)",
            "  --tab N         open the window on tab N (1-based)",
            "  --help          print this and exit");

    /** Thrown for a command line that cannot be parsed; the message says which argument. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    static Options parse(String... args) throws UsageException {
        boolean headless = false;
        boolean help = false;
        Path out = Path.of("showcase-out");
        Path screenshot = null;
        int tab = 0;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--headless":
                    headless = true;
                    break;
                case "--help":
                case "-h":
                    help = true;
                    break;
                case "--out":
                    out = Path.of(value(args, ++i, arg));
                    break;
                case "--screenshot":
                    screenshot = Path.of(value(args, ++i, arg));
                    break;
                case "--tab":
                    tab = tab(value(args, ++i, arg));
                    break;
                default:
                    throw new UsageException("unknown argument: " + arg);
            }
        }
        return new Options(headless, out, Optional.ofNullable(screenshot), tab, help);
    }

    private static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length || args[i].isEmpty()) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    private static int tab(String value) throws UsageException {
        try {
            int n = Integer.parseInt(value);
            if (n >= 1) {
                return n - 1;
            }
        } catch (NumberFormatException e) {
            // reported below with the value
        }
        throw new UsageException("--tab must be a number >= 1: " + value);
    }
}
