package dev.lilt.motion.codegen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One template: a Java source written once for a family of files, with a small language that reads
 * like the output it makes.
 *
 * <ul>
 *   <li>The first line names the files: {@code #generate Float{{N}}Binder for n in 2,3,4} makes one
 *       file per value of {@code n}; {@code #generate LerpStorage} makes one file. A loop over
 *       {@code n} is over arities: it defines {@code n} (the digit), {@code N} (the digit, or nothing
 *       for 1: {@code Float}, {@code Float2}), {@code V} ({@code float}, {@code Float2}...) and the
 *       components (x, y, z, w; {@code value} for arity 1). A loop over another name,
 *       {@code for T in Int,Long}, defines {@code T} and {@code t} (its first letter in lower
 *       case).</li>
 *   <li>{@code {{name}}} is replaced by the variable's value.</li>
 *   <li>{@code [[body|separator]]} writes {@code body} once per component, joined by the separator
 *       ({@code \n} in it is a line break); in the body, {@code {{c}}} is the component ({@code x}),
 *       {@code {{C}}} the same capitalised, {@code {{i}}} its index from 0 and {@code {{i1}}} from 1.
 *       {@code [[body|separator|filler|width]]} pads to {@code width} places with {@code filler}.</li>
 *   <li>Lines {@code #for c} … {@code #end} repeat once per component; lines {@code #for n in 2,3,4}
 *       … {@code #end} repeat once per value, which the loop defines as the header's loop does (so
 *       one file can hold a class per arity); {@code #if v in a,b} …
 *       {@code #else} … {@code #end} keep lines by a variable's value. Directives nest.</li>
 * </ul>
 *
 * A name or directive the template does not define fails the generation with the template's name
 * and line, so a mistake stops the build instead of writing a wrong file.
 */
final class Template {
    private static final String[] VECTOR = {"x", "y", "z", "w"};

    private final String name;
    private final String fileName;
    private final String loopVariable;
    private final List<String> loopValues;
    private final List<Node> body;

    private Template(String name, String fileName, String loopVariable, List<String> loopValues,
                     List<Node> body) {
        this.name = name;
        this.fileName = fileName;
        this.loopVariable = loopVariable;
        this.loopValues = loopValues;
        this.body = body;
    }

    /** A line of the template: text, a loop over the components, or a choice. */
    private sealed interface Node permits Text, ForEach, Choice {
    }

    private record Text(String line, int number) implements Node {
    }

    /** A loop over the components ({@code variable} null), or over the given values of a variable. */
    private record ForEach(String variable, List<String> values, int number, List<Node> body) implements Node {
    }

    private record Choice(String variable, Set<String> values, int number, List<Node> then, List<Node> otherwise)
            implements Node {
    }

    /** One file the template makes: its name without {@code .java}, and its source. */
    record Output(String fileName, String source) {
    }

    /**
     * Reads a template.
     *
     * @param name the template's name, for error messages
     * @param text its text
     * @return the template
     * @throws IllegalArgumentException if the header or a directive is malformed
     */
    static Template parse(String name, String text) {
        List<String> lines = List.of(text.split("\n", -1));
        String header = lines.get(0).trim();
        String[] words = header.split("\\s+");
        boolean single = words.length == 2 && words[0].equals("#generate");
        if (!single && (words.length != 6 || !words[0].equals("#generate") || !words[2].equals("for")
                || !words[4].equals("in"))) {
            throw new IllegalArgumentException(name + ":1: the first line must be"
                    + " '#generate <FileName> [for <variable> in <a,b,...>]': " + header);
        }
        List<Node> root = new ArrayList<>();
        int end = parseBlock(name, lines, 1, root);
        if (end != lines.size()) {
            throw new IllegalArgumentException(name + ":" + (end + 1) + ": #end or #else without an opening directive");
        }
        if (single) {
            return new Template(name, words[1], null, List.of(""), root);
        }
        return new Template(name, words[1], words[3], List.of(words[5].split(",")), root);
    }

    /** Parses lines from {@code from} into {@code into}; returns the index of the line that closed the block. */
    private static int parseBlock(String name, List<String> lines, int from, List<Node> into) {
        int i = from;
        while (i < lines.size()) {
            String line = lines.get(i);
            String directive = line.trim();
            if (directive.equals("#end") || directive.equals("#else")) {
                return i;
            }
            if (directive.startsWith("#for ")) {
                String[] words = directive.split("\\s+");
                boolean components = words.length == 2 && words[1].equals("c");
                if (!components && (words.length != 4 || !words[2].equals("in"))) {
                    throw new IllegalArgumentException(name + ":" + (i + 1)
                            + ": expected '#for c' or '#for <variable> in <a,b,...>': " + directive);
                }
                List<Node> loop = new ArrayList<>();
                int close = parseBlock(name, lines, i + 1, loop);
                requireEnd(name, lines, close, i, false);
                into.add(components ? new ForEach(null, List.of(), i + 1, loop)
                        : new ForEach(words[1], List.of(words[3].split(",")), i + 1, loop));
                i = close + 1;
            } else if (directive.startsWith("#if ")) {
                String[] words = directive.split("\\s+");
                if (words.length != 4 || !words[2].equals("in")) {
                    throw new IllegalArgumentException(name + ":" + (i + 1)
                            + ": expected '#if <variable> in <a,b,...>': " + directive);
                }
                List<Node> then = new ArrayList<>();
                List<Node> otherwise = new ArrayList<>();
                int close = parseBlock(name, lines, i + 1, then);
                requireEnd(name, lines, close, i, true);
                if (lines.get(close).trim().equals("#else")) {
                    close = parseBlock(name, lines, close + 1, otherwise);
                    requireEnd(name, lines, close, i, false);
                }
                into.add(new Choice(words[1], Set.of(words[3].split(",")), i + 1, then, otherwise));
                i = close + 1;
            } else if (directive.startsWith("#")) {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": unknown directive: " + directive);
            } else {
                into.add(new Text(line, i + 1));
                i++;
            }
        }
        return i;
    }

    private static void requireEnd(String name, List<String> lines, int close, int open, boolean elseAllowed) {
        if (close >= lines.size()) {
            throw new IllegalArgumentException(name + ":" + (open + 1) + ": " + lines.get(open).trim()
                    + " has no #end");
        }
        if (!elseAllowed && !lines.get(close).trim().equals("#end")) {
            throw new IllegalArgumentException(name + ":" + (close + 1) + ": expected #end: "
                    + lines.get(close).trim());
        }
    }

    /**
     * Renders every file of the template.
     *
     * @return the files, in the header's order
     * @throws IllegalArgumentException if the template uses a name it does not define
     */
    List<Output> render() {
        List<Output> outputs = new ArrayList<>();
        for (String value : loopValues) {
            Map<String, String> vars = new LinkedHashMap<>();
            List<Map<String, String>> components = new ArrayList<>();
            if (loopVariable != null) {
                define(loopVariable, value, 1, vars, components);
            }
            StringBuilder out = new StringBuilder();
            renderBlock(body, vars, components, out);
            // the text ends with the template's last line break
            String source = out.length() > 0 ? out.substring(0, out.length() - 1) : "";
            outputs.add(new Output(substitute(fileName, vars, 1), source));
        }
        return outputs;
    }

    /** Defines a loop's variable for one value: an arity's names and components, or a name and its lower case. */
    private void define(String variable, String value, int number, Map<String, String> vars,
                        List<Map<String, String>> components) {
        vars.put(variable, value);
        if (variable.equals("n")) {
            int n = Integer.parseInt(value);
            if (n < 1 || n > VECTOR.length) {
                throw new IllegalArgumentException(name + ":" + number + ": an arity is 1 to 4: " + value);
            }
            vars.put("N", n == 1 ? "" : value);
            vars.put("V", n == 1 ? "float" : "Float" + n);
            components.clear();
            for (int i = 0; i < n; i++) {
                String c = n == 1 ? "value" : VECTOR[i];
                components.add(Map.of("c", c, "C", Character.toUpperCase(c.charAt(0)) + c.substring(1),
                        "i", Integer.toString(i), "i1", Integer.toString(i + 1)));
            }
        } else {
            vars.put(variable.toLowerCase(Locale.ROOT), Character.toLowerCase(value.charAt(0)) + value.substring(1));
        }
    }

    private void renderBlock(List<Node> nodes, Map<String, String> vars, List<Map<String, String>> components,
                             StringBuilder out) {
        for (Node node : nodes) {
            if (node instanceof Text text) {
                out.append(substitute(joins(text.line(), vars, components, text.number()), vars, text.number()))
                        .append('\n');
            } else if (node instanceof ForEach loop && loop.variable() != null) {
                for (String value : loop.values()) {
                    Map<String, String> inner = new LinkedHashMap<>(vars);
                    List<Map<String, String>> innerComponents = new ArrayList<>(components);
                    define(loop.variable(), value, loop.number(), inner, innerComponents);
                    renderBlock(loop.body(), inner, innerComponents, out);
                }
            } else if (node instanceof ForEach loop) {
                if (components.isEmpty()) {
                    throw new IllegalArgumentException(name + ": #for c in a template without components");
                }
                for (Map<String, String> component : components) {
                    Map<String, String> inner = new LinkedHashMap<>(vars);
                    inner.putAll(component);
                    renderBlock(loop.body(), inner, components, out);
                }
            } else if (node instanceof Choice choice) {
                String value = vars.get(choice.variable());
                if (value == null) {
                    throw new IllegalArgumentException(name + ":" + choice.number() + ": unknown variable "
                            + choice.variable());
                }
                renderBlock(choice.values().contains(value) ? choice.then() : choice.otherwise(), vars, components,
                        out);
            }
        }
    }

    /** Expands the {@code [[body|separator(|filler|width)]]} joins of one line. */
    private String joins(String line, Map<String, String> vars, List<Map<String, String>> components, int number) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int open = line.indexOf("[[", at);
            if (open < 0) {
                return out.append(line, at, line.length()).toString();
            }
            int close = line.indexOf("]]", open);
            if (close < 0) {
                throw new IllegalArgumentException(name + ":" + number + ": [[ without ]]");
            }
            out.append(line, at, open);
            String[] parts = line.substring(open + 2, close).split("\\|", -1);
            if (parts.length != 2 && parts.length != 4) {
                throw new IllegalArgumentException(name + ":" + number
                        + ": expected [[body|separator]] or [[body|separator|filler|width]]");
            }
            int width = parts.length == 4 ? Integer.parseInt(parts[3]) : components.size();
            if (components.isEmpty() || width < components.size()) {
                throw new IllegalArgumentException(name + ":" + number + ": a join over " + components.size()
                        + " components in " + width + " places");
            }
            String separator = parts[1].replace("\\n", "\n");
            for (int i = 0; i < width; i++) {
                if (i > 0) {
                    out.append(separator);
                }
                if (i < components.size()) {
                    Map<String, String> inner = new LinkedHashMap<>(vars);
                    inner.putAll(components.get(i));
                    out.append(substitute(parts[0], inner, number));
                } else {
                    out.append(parts[2]);
                }
            }
            at = close + 2;
        }
    }

    /** Replaces each {@code {{name}}} by its variable. */
    private String substitute(String text, Map<String, String> vars, int number) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int open = text.indexOf("{{", at);
            if (open < 0) {
                return out.append(text, at, text.length()).toString();
            }
            int close = text.indexOf("}}", open);
            if (close < 0) {
                throw new IllegalArgumentException(name + ":" + number + ": {{ without }}");
            }
            String key = text.substring(open + 2, close);
            String value = vars.get(key);
            if (value == null) {
                throw new IllegalArgumentException(name + ":" + number + ": unknown variable {{" + key + "}}");
            }
            out.append(text, at, open).append(value);
            at = close + 2;
        }
    }
}
