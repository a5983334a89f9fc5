package dev.lilt.motion.codegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes lilt-motion's per-arity families (the {@code Float2/3/4} values, binders, consumers and
 * builders, the paths, the int and long builders) from the templates under
 * {@code motion/src/main/templates}, at motion's {@code generate-sources} phase. A template's
 * directory is its package. A file is rewritten only when its text changes, so an unchanged build
 * recompiles nothing; a generated file no template makes any more is deleted.
 *
 * <p>Run by Maven in-process (exec:java), so it reports a failure by throwing, never by exiting.
 */
public final class Generate {
    private static final String SUFFIX = ".java.tmpl";

    private Generate() {
    }

    /**
     * Generates the sources.
     *
     * @param args the templates' root directory and the output's root directory
     * @throws IOException              if a file cannot be read or written
     * @throws IllegalArgumentException if the arguments are not two directories, or a template is
     *                                  malformed (the message names its file and line)
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: Generate <templates directory> <output directory>");
        }
        Path templates = Path.of(args[0]);
        Path output = Path.of(args[1]);
        if (!Files.isDirectory(templates)) {
            throw new IllegalArgumentException("no templates directory: " + templates);
        }
        Set<Path> written = new HashSet<>();
        for (Path file : list(templates, SUFFIX)) {
            Path relative = templates.relativize(file);
            String name = relative.toString().replace('\\', '/');
            Template template = Template.parse(name, Files.readString(file, StandardCharsets.UTF_8));
            for (Template.Output out : template.render()) {
                Path target = output.resolve(relative).resolveSibling(out.fileName() + ".java");
                if (!written.add(target)) {
                    throw new IllegalArgumentException(name + ": " + target + " is made by two templates");
                }
                String source = "// Generated from src/main/templates/" + name + " by motion-codegen:\n"
                        + "// edit the template, not this file.\n" + out.source();
                writeIfChanged(target, source);
            }
        }
        for (Path stale : list(output, ".java")) {
            if (!written.contains(stale)) {
                Files.delete(stale);
            }
        }
    }

    private static List<Path> list(Path root, String suffix) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> found = new ArrayList<>();
            files.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().forEach(found::add);
            return found;
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static void writeIfChanged(Path target, String source) throws IOException {
        if (Files.isRegularFile(target) && Files.readString(target, StandardCharsets.UTF_8).equals(source)) {
            return;
        }
        Files.createDirectories(target.getParent());
        Files.writeString(target, source, StandardCharsets.UTF_8);
    }
}
