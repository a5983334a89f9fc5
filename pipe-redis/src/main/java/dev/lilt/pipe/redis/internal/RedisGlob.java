package dev.lilt.pipe.redis.internal;

/**
 * Maps a neutral key pattern (segments split at '.', {@code *} one segment, a last {@code **} zero
 * or more) to the Redis glob that {@code PSUBSCRIBE} gets. A glob cannot say "one segment" (its
 * {@code *} also matches dots), so the glob matches every key the pattern matches and possibly
 * more; the pipe drops the keys the neutral pattern does not match before any handler.
 */
final class RedisGlob {
    /*
     * Design note.
     *
     * Literal segments have the glob's special characters escaped, so they match only themselves;
     * `*` stays `*`; a last `**` and the dot before it become `*` (so "a.**" matches "a" itself).
     * Two neutral patterns can map to one glob ("*" and "**" both give "*"): the transport counts
     * its users per glob.
     */

    private RedisGlob() {
    }

    static String of(String pattern) {
        StringBuilder glob = new StringBuilder(pattern.length() + 4);
        String[] segments = pattern.split("\\.", -1);
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            boolean last = i == segments.length - 1;
            if (last && segment.equals("**")) {
                if (glob.length() > 0) {
                    glob.setLength(glob.length() - 1); // the dot before **: "a.**" also matches "a"
                }
                glob.append('*');
                break;
            }
            if (segment.equals("*")) {
                glob.append('*');
            } else {
                for (int c = 0; c < segment.length(); c++) {
                    char ch = segment.charAt(c);
                    if (ch == '*' || ch == '?' || ch == '[' || ch == ']' || ch == '\\') {
                        glob.append('\\');
                    }
                    glob.append(ch);
                }
            }
            if (!last) {
                glob.append('.');
            }
        }
        return glob.toString();
    }
}
