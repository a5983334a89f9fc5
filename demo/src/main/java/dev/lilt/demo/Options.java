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
 * @param redis      when set, the pipe scene runs across two processes through this Redis
 * @param role       with {@code redis}: {@code publisher} (a console process sending damage) or
 *                   {@code animator} (the window, animating what arrives)
 */
record Options(boolean headless, Path out, Optional<Path> screenshot, int tab, boolean help,
        Optional<String> redis, String role) {
    static final String PUBLISHER = "publisher";
    static final String ANIMATOR = "animator";
    static final String USAGE = String.join(System.lineSeparator(),
            "usage: showcase [--headless] [--out DIR] [--tab N] [--help]",
            "  (no arguments)  open the showcase window",
            "  --headless      render every scene to files instead (the default without a display)",
            "  --out DIR       the folder headless mode writes to (default: showcase-out)",
            "  --tab N         open the window on tab N (1-based)",
            "  --redis URI     run the pipe scene across processes through Redis (redis://127.0.0.1:6379)",
            "  --role ROLE     with --redis: publisher (sends damage) or animator (the window; default)",
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
        String redis = null;
        String role = null;
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
                case "--redis":
                    redis = value(args, ++i, arg);
                    break;
                case "--role":
                    role = value(args, ++i, arg);
                    if (!role.equals(PUBLISHER) && !role.equals(ANIMATOR)) {
                        throw new UsageException("--role must be publisher or animator: " + role);
                    }
                    break;
                default:
                    throw new UsageException("unknown argument: " + arg);
            }
        }
        if (role != null && redis == null) {
            throw new UsageException("--role needs --redis URI");
        }
        return new Options(headless, out, Optional.ofNullable(screenshot), tab, help,
                Optional.ofNullable(redis), role == null ? ANIMATOR : role);
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
