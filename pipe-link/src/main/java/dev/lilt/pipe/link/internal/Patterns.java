package dev.lilt.pipe.link.internal;

/**
 * Key-pattern matching for the listener's routing, in the neutral syntax of
 * {@code DistributedSubscriber#subscribePattern} (that of the in-process
 * {@link dev.lilt.pipe.PatternSubscriber}): segments split at {@code '.'}, {@code *} one whole
 * segment, {@code **} as the last segment any number of them, anything else literal.
 */
final class Patterns {
    /*
     * Design note.
     *
     * One pass over both strings, segment by segment, without splitting (no allocation per
     * message routed). The pipe checks each pattern's syntax at subscribe time, so a pattern seen
     * here is well formed; the receiving pipe filters again with the neutral matcher, so this only
     * decides where bytes travel.
     */

    private Patterns() {
    }

    static boolean matches(String pattern, String key) {
        int p = 0;
        int k = 0;
        while (true) {
            int pEnd = end(pattern, p);
            if (pEnd - p == 2 && pEnd == pattern.length() && pattern.startsWith("**", p)) {
                return true;
            }
            int kEnd = end(key, k);
            boolean any = pEnd - p == 1 && pattern.charAt(p) == '*';
            if (!any && (kEnd - k != pEnd - p || !key.regionMatches(k, pattern, p, pEnd - p))) {
                return false;
            }
            boolean patternDone = pEnd == pattern.length();
            boolean keyDone = kEnd == key.length();
            if (patternDone || keyDone) {
                // "a.**" also matches "a": the trailing ** takes zero segments
                return patternDone ? keyDone : pattern.length() == pEnd + 3 && pattern.startsWith(".**", pEnd);
            }
            p = pEnd + 1;
            k = kEnd + 1;
        }
    }

    private static int end(String text, int from) {
        int dot = text.indexOf('.', from);
        return dot < 0 ? text.length() : dot;
    }
}
