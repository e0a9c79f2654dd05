package org.richtest.distributed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Members in the test's JVM, on loopback, in a cluster with a name of its own and on ports the
 * system chose, so that tests running at the same time on one machine never meet. Closing it
 * shuts down every member still up.
 */
final class LocalCluster implements AutoCloseable {

  private final String name = "richtest-test-" + UUID.randomUUID();
  private final List<ClusterMember> members = new ArrayList<>();
  private final List<String> addresses = new ArrayList<>();
  final List<String> notes = new CopyOnWriteArrayList<>();

  /** Starts a member exploring on {@code threads} threads, with {@code resolver}. */
  ClusterMember start(int threads, ProgramResolver resolver) {
    ClusterOptions options = new ClusterOptions(List.of(), "127.0.0.1", freePort(), name);
    if (!addresses.isEmpty()) {
      options = options.withMembers(String.join(",", addresses));
    }
    ClusterMember member = ClusterMember.start(options, resolver, threads, notes::add);
    members.add(member);
    addresses.add(member.address());
    return member;
  }

  /** Starts a member of the test programs exploring on {@code threads} threads. */
  ClusterMember start(int threads) {
    return start(threads, TestPrograms::resolve);
  }

  /** Returns a port nothing listens on now, as the system hands them out. */
  static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    for (ClusterMember member : members) {
      try {
        member.close();
      } catch (RuntimeException e) {
        // already gone
      }
    }
  }
}
