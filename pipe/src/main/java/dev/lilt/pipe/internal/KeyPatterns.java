package dev.lilt.pipe.internal;

import java.util.Objects;

/**
 * Parses, checks and matches key patterns; the syntax is documented on {@code PatternSubscriber}.
 * The in-process pattern broker walks its tree instead of {@link #matches}; the distributed pipe
 * uses {@link #matches} to drop what a wider server pattern let through.
 */
public final class KeyPatterns {
    static final String ONE = "*";
    static final String REST = "**";

    private KeyPatterns() {
    }

    /** The pattern's segments, checked; IllegalArgumentException quoting the pattern if malformed. */
    public static String[] parse(String pattern) {
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

    /**
     * Whether a checked pattern matches a key.
     *
     * @param pattern a pattern that {@link #parse} accepts
     * @param key the key
     * @return true if it matches
     */
    public static boolean matches(String pattern, String key) {
        int p = 0;
        int k = 0;
        while (true) {
            int pEnd = segmentEnd(pattern, p);
            int pLength = pEnd - p;
            if (pLength == 2 && pattern.startsWith(REST, p) && pEnd == pattern.length()) {
                return true; // zero or more of the remaining key segments (an empty key included)
            }
            int kEnd = segmentEnd(key, k);
            boolean one = pLength == 1 && pattern.charAt(p) == '*';
            if (!one && (kEnd - k != pLength || !key.regionMatches(k, pattern, p, pLength))) {
                return false;
            }
            boolean patternDone = pEnd == pattern.length();
            boolean keyDone = kEnd == key.length();
            if (patternDone || keyDone) {
                return patternDone && keyDone || keyDone && pattern.startsWith("." + REST, pEnd)
                        && pEnd + 3 == pattern.length();
            }
            p = pEnd + 1;
            k = kEnd + 1;
        }
    }

    private static int segmentEnd(String s, int from) {
        int dot = s.indexOf('.', from);
        return dot < 0 ? s.length() : dot;
    }
}
