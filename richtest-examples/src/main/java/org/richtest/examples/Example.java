package org.richtest.examples;

import org.richtest.Program;

/**
 * A bundled example: a program under test with the outcome it is expected to have.
 *
 * @param name the name {@code ./richtest explore} knows it by
 * @param description one line on what it is
 * @param program the program
 * @param expectedSequences the number of partially-ordered SYN-sequences it has
 * @param paperSequences the count in Lei &amp; Carver's Table 4, or -1 if the paper has none
 * @param expectBug whether exploration must find a failure or deadlock
 */
public record Example(
    String name,
    String description,
    Program program,
    long expectedSequences,
    long paperSequences,
    boolean expectBug) {}
