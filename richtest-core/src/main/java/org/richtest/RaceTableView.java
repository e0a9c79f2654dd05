package org.richtest;

import com.google.common.collect.ImmutableList;
import org.richtest.event.EventId;

/**
 * The race table of one sequence (paper section VI, Fig. 7), for reading: its heading (the receiving
 * events with a non-empty race set, in happened-before order), each column's race set, and its
 * first rows. A row's value for a column is -1 (the event is removed), 0 (partner unchanged) or k
 * (the partner becomes the k-th sending event of the column's race set); each row is one variant.
 *
 * @param heading the receiving events heading the columns
 * @param raceSets the race set of each column, in the order the values count them
 * @param rows the first rows, each with one value per column
 * @param truncated whether the table has more rows than {@code rows}
 */
public record RaceTableView(
    ImmutableList<EventId> heading,
    ImmutableList<ImmutableList<EventId>> raceSets,
    ImmutableList<ImmutableList<Integer>> rows,
    boolean truncated) {}
