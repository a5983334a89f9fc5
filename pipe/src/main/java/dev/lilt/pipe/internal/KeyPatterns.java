package dev.lilt.pipe.internal;

import java.util.Objects;

/** Parses and checks key patterns; the syntax is documented on {@code PatternSubscriber}. */
final class KeyPatterns {
    static final String ONE = "*";
    static final String REST = "**";

    private KeyPatterns() {
    }

    /** The pattern's segments, checked; IllegalArgumentException quoting the pattern if malformed. */
    static String[] parse(String pattern) {
        Objects.requireNonNull(pattern, "pattern == null");
        String[] segments = pattern.split("\\.", -1);
        for (int i = 0; i < segments.length; i++) {
            String s = segments[i];
            if (s.equals(REST)) {
                if (i != segments.length - 1) {
                    throw new IllegalArgumentException("pattern \"" + pattern + "\": '**' must be the last segment");
                }
            } else if (!s.equals(ONE) && s.indexOf('*') >= 0) {
                throw new IllegalArgumentException("pattern \"" + pattern + "\": '*' and '**' must be whole segments,"
                        + " not part of \"" + s + "\"");
            }
        }
        return segments;
    }
}
