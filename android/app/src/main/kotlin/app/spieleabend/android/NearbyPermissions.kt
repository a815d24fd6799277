package app.spieleabend.android

import android.Manifest
import android.content.Context
import android.content.pm.PackageManager
import android.os.Build
import androidx.activity.compose.rememberLauncherForActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import androidx.core.content.ContextCompat
import app.spieleabend.ui.screens.PermissionReason
import app.spieleabend.ui.screens.PermissionTexts
import app.spieleabend.ui.screens.PermissionsExplained

/** The runtime permissions nearby play needs on this phone's Android version. */
fun nearbyPermissions(sdk: Int = Build.VERSION.SDK_INT): List<String> = buildList {
    if (sdk >= Build.VERSION_CODES.TIRAMISU) add(Manifest.permission.NEARBY_WIFI_DEVICES)
    if (sdk >= Build.VERSION_CODES.S) {
        add(Manifest.permission.BLUETOOTH_SCAN)
        add(Manifest.permission.BLUETOOTH_CONNECT)
        add(Manifest.permission.BLUETOOTH_ADVERTISE)
    } else {
        // Up to Android 11, Bluetooth discovery needs location.
        add(Manifest.permission.ACCESS_FINE_LOCATION)
    }
}

/** Whether every permission of [nearbyPermissions] is granted. */
fun hasNearbyPermissions(context: Context): Boolean = nearbyPermissions().all {
    ContextCompat.checkSelfPermission(context, it) == PackageManager.PERMISSION_GRANTED
}

/**
 * The explaining screen before nearby play: the reasons for exactly the permissions this
 * Android version asks for, then the system's dialog through the Activity Result API.
 * [onGranted] when all are allowed; after a refusal the screen stays, saying in words
 * what still works and where to allow them later; [onNotNow] goes back.
 */
@Composable
fun NearbyPermissionsScreen(onGranted: () -> Unit, onNotNow: () -> Unit) {
    val context = LocalContext.current
    var denied by remember { mutableStateOf(false) }
    val launcher = rememberLauncherForActivityResult(ActivityResultContracts.RequestMultiplePermissions()) { results ->
        if (results.values.all { it }) onGranted() else denied = true
    }
    val sdk = Build.VERSION.SDK_INT
    val reasons = buildList {
        if (sdk >= Build.VERSION_CODES.TIRAMISU) {
            add(PermissionReason(stringResource(R.string.permission_wifi_name), stringResource(R.string.permission_wifi_why)))
        }
        add(PermissionReason(stringResource(R.string.permission_bluetooth_name), stringResource(R.string.permission_bluetooth_why)))
        if (sdk < Build.VERSION_CODES.S) {
            add(PermissionReason(stringResource(R.string.permission_location_name), stringResource(R.string.permission_location_why)))
        }
    }
    PermissionsExplained(
        PermissionTexts(
            title = stringResource(R.string.permissions_title),
            intro = stringResource(R.string.permissions_intro),
            reasons = reasons,
            allow = stringResource(R.string.permissions_allow),
            notNow = stringResource(R.string.permissions_not_now),
            denied = if (denied) stringResource(R.string.permissions_denied) else null,
        ),
        onAllow = {
            if (hasNearbyPermissions(context)) onGranted() else launcher.launch(nearbyPermissions().toTypedArray())
        },
        onNotNow = onNotNow,
    )
}
