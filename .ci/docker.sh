# Sourced by .ci/run: a Docker engine for the container tests (the Testcontainers twins, the docker-compose test)
# and the images they use, built on this machine, as no image registry is reachable: a root of this machine's C
# library imported, this machine's JDK copied onto it, and the project's broker on that. The engine makes
# no bridge and touches no firewall; every container runs on the host's network, all traffic on 127.0.0.1.

ci_dockerd_pid=""
ci_dir="$PWD/target/ci"

# docker_up JDK: the engine and the images; exports what the tests read. Fails when Docker cannot be had here.
docker_up() {
  local jdk="${1%/}" started=$SECONDS
  mkdir -p "$ci_dir"
  if ! command -v dockerd >/dev/null || ! { docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null; }; then
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q docker.io docker-compose >/dev/null || return 1
  fi
  if ! docker info >/dev/null 2>&1; then
    # On a socket of its own, so that nothing else on the machine takes this engine (without a bridge) for its own.
    mkdir -p /run/conquian-ci
    export DOCKER_HOST="unix:///run/conquian-ci/docker.sock"
    dockerd --host "$DOCKER_HOST" --bridge=none --iptables=false --ip6tables=false >"$ci_dir/dockerd.log" 2>&1 &
    ci_dockerd_pid=$!
    local deadline=$((SECONDS + 60))
    until docker info >/dev/null 2>&1; do
      if [ $SECONDS -ge $deadline ] || ! kill -0 "$ci_dockerd_pid" 2>/dev/null; then
        echo "ci: dockerd did not start; its log:" >&2
        tail -n 20 "$ci_dir/dockerd.log" >&2
        return 1
      fi
      sleep 1
    done
  fi
  # Without a bridge network, Testcontainers is told where the host is; Ryuk has no image here.
  export TESTCONTAINERS_HOST_OVERRIDE=127.0.0.1 TESTCONTAINERS_RYUK_DISABLED=true
  echo "ci: Docker engine up in $((SECONDS - started)) s"

  # The root under the JDK: the C library and the name service of this (Debian) machine, imported as an image;
  # a headless JDK needs nothing else (its zlib is its own). Seconds, where a debootstrap root took minutes.
  local root=conquian-ci/root:glibc
  if ! docker image inspect "$root" >/dev/null 2>&1; then
    minimal_root "$ci_dir/root" && tar -C "$ci_dir/root" -c . | docker import - "$root" >/dev/null || return 1
  fi
  # One image per JDK build: a JDK updated in place is copied again.
  local base
  base="conquian-ci/jdk:$(cksum < "$jdk/release" | cut -d ' ' -f 1)"
  if ! docker image inspect "$base" >/dev/null 2>&1; then
    docker build -q -t "$base" --build-arg ROOT="$root" -f docker/jdk/Dockerfile "$jdk" >"$ci_dir/docker-build.log" 2>&1 \
      || { tail -n 20 "$ci_dir/docker-build.log" >&2; return 1; }
  fi
  echo "ci: base images ready at $((SECONDS - started)) s"

  # The broker image, from this checkout's broker module: its jar and the jars it runs with, as a release has them.
  ./mvnw -B -ntp -q package -DskipTests -pl broker || return 1
  local context="$ci_dir/broker-image"
  rm -rf "$context" && mkdir -p "$context/lib/broker" || return 1
  cp broker/target/conquian-broker-*[0-9T].jar "$context/lib/broker/" || return 1
  tr ':' '\n' < broker/target/broker.classpath | xargs -r cp -t "$context/lib/broker/" || return 1
  docker build -q -t conquian/broker:ci --build-arg BASE="$base" -f docker/broker/Dockerfile "$context" >"$ci_dir/docker-build.log" 2>&1 \
    || { tail -n 20 "$ci_dir/docker-build.log" >&2; return 1; }
  echo "ci: Docker engine and images ready in $((SECONDS - started)) s"

  # Read by the tests: the image the twins and the compose test use.
  export CONQUIAN_BROKER_IMAGE=conquian/broker:ci
}

# minimal_root DIR: a file tree to run a dynamically linked JDK in, copied from this machine's own libraries.
minimal_root() {
  local dir="$1" lib
  rm -rf "$dir" && mkdir -p "$dir/etc" "$dir/tmp" "$dir/lib64" "$dir/lib/x86_64-linux-gnu" "$dir/var/lib" || return 1
  chmod 1777 "$dir/tmp"
  for lib in ld-linux-x86-64.so.2 libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1 libgcc_s.so.1 \
      libnss_files.so.2 libnss_dns.so.2 libresolv.so.2; do
    cp -L "/lib/x86_64-linux-gnu/$lib" "$dir/lib/x86_64-linux-gnu/" || return 1
  done
  cp -L /lib64/ld-linux-x86-64.so.2 "$dir/lib64/" || return 1
  printf 'root:x:0:0:root:/root:/nonexistent\n' >"$dir/etc/passwd"
  printf 'root:x:0:\n' >"$dir/etc/group"
  printf 'hosts: files dns\n' >"$dir/etc/nsswitch.conf"
}

# docker_down: stops the engine if docker_up started it (the images stay, for the next run). A container a test
# left behind is named and removed first: each test removes its own, so one left is a fault to see.
docker_down() {
  if [ -n "$ci_dockerd_pid" ] && kill -0 "$ci_dockerd_pid" 2>/dev/null; then
    local left
    left="$(docker ps -a -q)"
    if [ -n "$left" ]; then
      echo "ci: containers left behind by the tests, removed:" >&2
      docker ps -a --format '  {{.Names}} {{.Image}} {{.Status}}' >&2
      docker rm -f $left >/dev/null
    fi
    kill "$ci_dockerd_pid"
    local deadline=$((SECONDS + 30))
    while kill -0 "$ci_dockerd_pid" 2>/dev/null && [ $SECONDS -lt $deadline ]; do
      sleep 1
    done
    kill -9 "$ci_dockerd_pid" 2>/dev/null || true
  fi
}
