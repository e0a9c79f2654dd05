package org.richtest.distributed;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a member listens and how it finds the cluster.
 *
 * @param members the members to join, as {@code HOST:PORT}; empty to start a new cluster
 * @param bind the address the member binds to and announces; loopback unless told otherwise
 * @param port the first port to try; the next ones are tried while one is taken
 * @param name the cluster's name: members of clusters with other names do not join
 */
public record ClusterOptions(List<String> members, String bind, int port, String name) {

  /** The first port a member tries unless told otherwise (Hazelcast's). */
  public static final int DEFAULT_PORT = 5701;

  /** Checks the values. */
  public ClusterOptions {
    members = List.copyOf(members);
    for (String member : members) {
      checkMember(member);
    }
    if (bind.isBlank()) {
      throw new IllegalArgumentException("the address to bind to is empty");
    }
    if (port < 1 || port > 65_535) {
      throw new IllegalArgumentException("port " + port + " is not from 1 to 65535");
    }
    if (name.isBlank()) {
      throw new IllegalArgumentException("the cluster name is empty");
    }
  }

  /** Returns the options of a member that starts a cluster of its own on loopback. */
  public static ClusterOptions loopback() {
    return new ClusterOptions(List.of(), "127.0.0.1", DEFAULT_PORT, "richtest");
  }

  /**
   * Returns these options joining the members of {@code list}, {@code HOST:PORT} separated by
   * commas.
   *
   * @throws IllegalArgumentException naming an entry that is not {@code HOST:PORT}
   */
  public ClusterOptions withMembers(String list) {
    List<String> parsed = new ArrayList<>();
    for (String member : list.split(",", -1)) {
      parsed.add(checkMember(member.strip()));
    }
    return new ClusterOptions(parsed, bind, port, name);
  }

  /** Returns these options binding to {@code address}. */
  public ClusterOptions withBind(String address) {
    return new ClusterOptions(members, address, port, name);
  }

  /** Returns these options trying port {@code value} first. */
  public ClusterOptions withPort(int value) {
    return new ClusterOptions(members, bind, value, name);
  }

  private static String checkMember(String member) {
    int colon = member.lastIndexOf(':');
    boolean valid = colon > 0 && colon < member.length() - 1;
    if (valid) {
      try {
        int port = Integer.parseInt(member.substring(colon + 1));
        valid = port >= 1 && port <= 65_535;
      } catch (NumberFormatException e) {
        valid = false;
      }
    }
    if (!valid) {
      throw new IllegalArgumentException(
          "cluster member '" + member + "' is not HOST:PORT (a port from 1 to 65535)");
    }
    return member;
  }
}
