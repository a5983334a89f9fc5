package dev.lilt.pipe.redis.internal;

/**
 * Redis's glob matching for pattern subscriptions ({@code stringmatchlen}): {@code *} any run,
 * {@code ?} one character, {@code [abc]}, {@code [^a]}, {@code [a-z]} classes, {@code \x} a literal
 * x. The tests check with it that a RedisGlob matches what Redis would deliver.
 */
final class Glob {
    /*
     * Design note.
     *
     * Backtracking only on `*`, with the classic single-restart-point technique: the last
     * star's position and the text position it matched up to; linear in practice, never exponential.
     */

    private Glob() {
    }

    static boolean matches(String pattern, String text) {
        int p = 0;
        int t = 0;
        int starP = -1;
        int starT = -1;
        while (t < text.length()) {
            if (p < pattern.length()) {
                char c = pattern.charAt(p);
                if (c == '*') {
                    starP = ++p;
                    starT = t;
                    continue;
                }
                int next = matchOne(pattern, p, text.charAt(t));
                if (next >= 0) {
                    p = next;
                    t++;
                    continue;
                }
            }
            if (starP < 0) {
                return false;
            }
            p = starP;
            t = ++starT;
        }
        while (p < pattern.length() && pattern.charAt(p) == '*') {
            p++;
        }
        return p == pattern.length();
    }

    /** Matches one character at pattern position p; returns the next pattern position, or -1. */
    private static int matchOne(String pattern, int p, char ch) {
        char c = pattern.charAt(p);
        if (c == '?') {
            return p + 1;
        }
        if (c == '\\' && p + 1 < pattern.length()) {
            return pattern.charAt(p + 1) == ch ? p + 2 : -1;
        }
        if (c == '[') {
            return matchClass(pattern, p + 1, ch);
        }
        return c == ch ? p + 1 : -1;
    }

    private static int matchClass(String pattern, int p, char ch) {
        boolean negate = p < pattern.length() && pattern.charAt(p) == '^';
        if (negate) {
            p++;
        }
        boolean match = false;
        while (p < pattern.length() && pattern.charAt(p) != ']') {
            char c = pattern.charAt(p);
            if (c == '\\' && p + 1 < pattern.length()) {
                match |= pattern.charAt(p + 1) == ch;
                p += 2;
            } else if (p + 2 < pattern.length() && pattern.charAt(p + 1) == '-' && pattern.charAt(p + 2) != ']') {
                char lo = (char) Math.min(c, pattern.charAt(p + 2));
                char hi = (char) Math.max(c, pattern.charAt(p + 2));
                match |= ch >= lo && ch <= hi;
                p += 3;
            } else {
                match |= c == ch;
                p++;
            }
        }
        if (match == negate) {
            return -1;
        }
        return p < pattern.length() ? p + 1 : p;
    }
}
