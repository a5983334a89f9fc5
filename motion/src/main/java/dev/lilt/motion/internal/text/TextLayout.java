package dev.lilt.motion.internal.text;

/**
 * One end of a text motion, parsed once at creation: its characters and, per character, its
 * visible index (0, 1, … in reading order) or -1 when it belongs to a rich-text tag.
 */
public final class TextLayout {
    /*
     * Design note. With rich text on, a tag is a '<' followed by a '>' before any other '<'; its
     * characters, brackets included, are marked -1 and never counted or cut. A '<' without such a
     * '>' is an ordinary character. A surrogate pair shares one visible index, so a reveal never
     * splits a code point.
     */
    public final char[] chars;
    final int[] visible;
    public final int count;

    public TextLayout(CharSequence text, boolean richText) {
        int n = text.length();
        chars = new char[n];
        visible = new int[n];
        int next = 0;
        int j = 0;
        while (j < n) {
            char c = text.charAt(j);
            int close = richText && c == '<' ? tagEnd(text, j) : -1;
            if (close >= 0) {
                for (; j <= close; j++) {
                    chars[j] = text.charAt(j);
                    visible[j] = -1;
                }
                continue;
            }
            chars[j] = c;
            visible[j] = next;
            if (Character.isHighSurrogate(c) && j + 1 < n && Character.isLowSurrogate(text.charAt(j + 1))) {
                j++;
                chars[j] = text.charAt(j);
                visible[j] = next;
            }
            next++;
            j++;
        }
        count = next;
    }

    private static int tagEnd(CharSequence text, int open) {
        for (int k = open + 1; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '>') {
                return k;
            }
            if (c == '<') {
                return -1;
            }
        }
        return -1;
    }

    /**
     * Appends the characters whose visible index is in [from, to), with every tag, if at least one
     * such character exists; otherwise appends nothing.
     *
     * @return the new length of {@code out}
     */
    public int append(char[] out, int length, int from, int to) {
        if (from >= to || from >= count) {
            return length;
        }
        char[] cs = chars;
        int[] vs = visible;
        for (int j = 0; j < cs.length; j++) {
            int v = vs[j];
            if (v < 0 || (v >= from && v < to)) {
                out[length++] = cs[j];
            }
        }
        return length;
    }
}
