package dev.lilt.motion;

/**
 * The characters a text motion shows in place of the characters it has not revealed yet
 * ({@code withScramble}); {@code withScrambleChars} takes a custom set instead.
 */
public enum ScrambleMode {
    /** No scramble: the not-yet-revealed part shows the start text. */
    NONE(""),
    /** A to Z. */
    UPPERCASE("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    /** a to z. */
    LOWERCASE("abcdefghijklmnopqrstuvwxyz"),
    /** 0 to 9. */
    NUMERALS("0123456789"),
    /** A to Z, a to z and 0 to 9. */
    ALL("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");

    private final String chars;

    ScrambleMode(String chars) {
        this.chars = chars;
    }

    /** The characters, a new array (called once per motion at creation). */
    char[] chars() {
        return chars.toCharArray();
    }
}
